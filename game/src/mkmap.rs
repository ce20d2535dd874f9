//! mkmap.c (being written).
