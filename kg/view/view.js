// kg view page script: turns the JSON data blocks into a vis-network with tooltips, legend, search.
// Data is only ever put into the page as text (textContent, createTextNode, property writes):
// never as markup, so a title holding an img tag with an onerror handler shows as those characters.
"use strict";
(function () {
  var body = document.body;
  document.addEventListener("securitypolicyviolation", function () {
    // a blocked inline handler or remote load would mean data became markup: count it for the tests
    body.dataset.cspViolations = String(Number(body.dataset.cspViolations || 0) + 1);
  });

  function read(id) {
    return JSON.parse(document.getElementById(id).textContent);
  }

  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function safeUrl(url) {
    return /^https?:\/\//i.test(url) ? url : null;
  }

  var page = read("kg-page");
  var nodeData = read("kg-nodes");
  var edgeData = read("kg-edges");
  var options = read("kg-options");
  var info = page.info;
  var status = document.getElementById("kg-status");

  function describe(i, clickable) {
    var entry = info[i];
    var box = el("div", "kg-tip");
    box.appendChild(el("div", "kg-kind", entry[0]));
    box.appendChild(el("div", "kg-title", entry[1]));
    entry[2].forEach(function (pair) {
      var row = el("div", "kg-field");
      row.appendChild(el("span", "kg-key", pair[0] + ": "));
      row.appendChild(document.createTextNode(pair[1]));
      box.appendChild(row);
    });
    var links = el("div", "kg-links");
    entry[3].forEach(function (pair) {
      var url = safeUrl(pair[1]);
      if (!url) return;
      var a = el("a", null, pair[0]);
      a.href = url;
      a.target = "_blank";
      a.rel = "noopener noreferrer";
      if (!clickable) a.tabIndex = -1;
      links.appendChild(a);
    });
    if (links.firstChild) box.appendChild(links);
    return box;
  }

  function edgeTip(edge) {
    var box = el("div", "kg-tip");
    box.appendChild(el("div", "kg-title", info[edge.from][1] + " \u2014 " + info[edge.to][1]));
    page.edgeFields.forEach(function (caption, k) {
      if (!edge.f || edge.f[k] === "") return;
      var row = el("div", "kg-field");
      row.appendChild(el("span", "kg-key", caption + ": "));
      row.appendChild(document.createTextNode(edge.f[k]));
      box.appendChild(row);
    });
    return box;
  }

  // vis-network shows an Element title as it is (a string title would be set as text in 9.x, but
  // elements let a tooltip have lines and links); every one is built from text nodes above.
  nodeData.forEach(function (node) { node.title = describe(node.id, false); });
  edgeData.forEach(function (edge) { edge.title = edgeTip(edge); });

  function buildLegend() {
    var legend = document.getElementById("kg-legend");
    legend.appendChild(el("h2", null, page.legendTitle || "Legend"));
    var list = el("ul");
    page.legend.forEach(function (entry) {
      if (!entry[2]) return;
      var item = el("li");
      var swatch = el("span", "kg-swatch");
      swatch.style.background = entry[1];
      item.appendChild(swatch);
      item.appendChild(el("span", null, entry[0]));
      item.appendChild(el("span", "kg-count", entry[2].toLocaleString("en")));
      list.appendChild(item);
    });
    legend.appendChild(list);
    if (page.legendNote) legend.appendChild(el("div", "kg-key", page.legendNote));
  }

  function buildNames() {
    var names = document.getElementById("kg-names");
    var seen = Object.create(null);  // a title like "constructor" is not already "seen"
    order.forEach(function (i) {
      var name = info[i][1];
      if (seen[name]) return;
      seen[name] = true;
      var option = el("option");
      option.value = name;
      names.appendChild(option);
    });
  }

  // search ranks the most central match first: nodes by value (size), then by id
  var order = nodeData.map(function (node) { return node.id; });
  order.sort(function (a, b) { return nodeData[b].value - nodeData[a].value || a - b; });
  function normal(text) {
    return String(text).replace(/\s+/g, " ").trim().toLowerCase();
  }
  var lowLabel = nodeData.map(function (node) { return normal(node.label); });
  var lowTitle = info.map(function (entry) { return normal(entry[1]); });

  function find(query) {
    var q = normal(query);
    if (!q) return [];
    var exact = [], partial = [];
    order.forEach(function (i) {
      if (lowLabel[i] === q || lowTitle[i] === q) exact.push(i);
      else if (lowLabel[i].indexOf(q) >= 0 || lowTitle[i].indexOf(q) >= 0) partial.push(i);
    });
    return exact.concat(partial);
  }

  var network = null, nodes = null, edges = null;
  var details = document.getElementById("kg-details");

  function showDetails(i) {
    while (details.firstChild) details.removeChild(details.firstChild);
    var close = el("button", "kg-close", "\u00d7");
    close.type = "button";
    close.setAttribute("aria-label", "Close");
    close.addEventListener("click", function () { network.unselectAll(); details.hidden = true; });
    details.appendChild(close);
    details.appendChild(el("h2", null, "Selected"));
    details.appendChild(describe(i, true));
    var neighbours = network.getConnectedNodes(i);
    if (neighbours.length) {
      neighbours.sort(function (a, b) { return nodeData[b].value - nodeData[a].value || a - b; });
      details.appendChild(el("h2", null, "Neighbours (" + neighbours.length + ")"));
      var list = el("ul");
      neighbours.slice(0, 25).forEach(function (j) {
        var item = el("li");
        var go = el("a", null, nodeData[j].label);
        go.href = "#";
        go.addEventListener("click", function (event) { event.preventDefault(); focusNode(j); });
        item.appendChild(go);
        list.appendChild(item);
      });
      details.appendChild(list);
    }
    details.hidden = false;
  }

  function focusNode(i) {
    network.selectNodes([i]);
    // vis animates per frame, not per millisecond: on a big graph a slow frame rate drags it out
    var animation = page.animate ? { duration: 300, easingFunction: "easeInOutQuad" } : false;
    if (animation) body.dataset.moving = "1";  // until vis reports animationFinished
    // not locked: the view stays free, so the next search or a drag moves it at once
    network.focus(i, { scale: Math.max(network.getScale(), 1.0), animation: animation, locked: false });
    showDetails(i);
    body.dataset.focused = String(i);
  }

  var last = { query: null, hits: [], at: 0 };

  function search(query) {
    var hits = find(query);
    if (!hits.length) {
      status.textContent = "no node matches \u201c" + query + "\u201d";
      body.dataset.focused = "";
      return null;
    }
    // searching the same text again steps to the next match
    var at = last.query === query ? (last.at + 1) % hits.length : 0;
    last = { query: query, hits: hits, at: at };
    focusNode(hits[at]);
    status.textContent = hits.length === 1 ? "1 match" : "match " + (at + 1) + " of " + hits.length;
    return hits[at];
  }

  document.getElementById("kg-search").addEventListener("submit", function (event) {
    event.preventDefault();
    search(document.getElementById("kg-query").value);
  });

  function ready() {
    if (body.dataset.ready) return;
    body.dataset.drawnMs = String(Math.round(performance.now()));
    body.dataset.ready = "1";
    if (page.highlight !== null && page.highlight !== undefined) {
      network.selectNodes([page.highlight]);
      showDetails(page.highlight);
    }
    var hash = /^#search=(.*)$/.exec(location.hash);
    if (hash) {
      var query = hash[1];
      try { query = decodeURIComponent(query); } catch (error) { /* a malformed %-escape: search it as typed */ }
      document.getElementById("kg-query").value = query;
      search(query);
    }
  }

  try {
    buildLegend();
    buildNames();
    nodes = new vis.DataSet(nodeData);
    edges = new vis.DataSet(edgeData);
    network = new vis.Network(document.getElementById("kg-network"), { nodes: nodes, edges: edges }, options);
    network.on("selectNode", function (params) { showDetails(params.nodes[0]); });
    network.on("deselectNode", function () { details.hidden = true; });
    network.on("animationFinished", function () { delete body.dataset.moving; });
    body.dataset.nodes = String(nodes.length);
    body.dataset.edges = String(edges.length);
    if (page.physics) {
      // lay out once, then stop: nodes stay where the user drags them
      network.once("stabilizationIterationsDone", function () {
        network.setOptions({ physics: { enabled: false } });
        network.once("afterDrawing", ready);
        network.fit();
        network.redraw();
      });
    } else {
      network.once("afterDrawing", ready);
      network.fit({ animation: false });  // vis fits by itself only after a stabilisation
      network.redraw();
    }
  } catch (error) {
    body.dataset.error = String(error);
    status.textContent = "could not draw the graph: " + error;
  }
  window.kgView = { network: network, nodes: nodes, edges: edges, search: search, find: find };
})();
