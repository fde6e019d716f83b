"""Network play in the game window: Game ▸ Play Online… (host or join), the local server, the
tables found on the local network, and the network table itself (docs/protocol.md)."""
