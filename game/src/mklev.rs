//! mklev.c (being written).
