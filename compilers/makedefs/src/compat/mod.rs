//! NetHack 3.6-compatible text database modes (placeholder).
