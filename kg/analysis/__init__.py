"""Graph analytics on the knowledge graph with networkx.

One algorithm family per module: :mod:`~kg.analysis.projections` (networkx graphs
built from the RDF store by SPARQL), :mod:`~kg.analysis.centrality`,
:mod:`~kg.analysis.communities` and :mod:`~kg.analysis.trends`.
Every result is deterministic: nodes and edges are added in sorted order and
every random choice takes a fixed seed.
"""
