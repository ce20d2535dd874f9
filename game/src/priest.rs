//! priest.c (being written).
