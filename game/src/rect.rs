//! rect.c (being written).
