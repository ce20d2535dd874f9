//! shknam.c (being written).
