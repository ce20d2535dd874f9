//! mkroom.c (being written).
