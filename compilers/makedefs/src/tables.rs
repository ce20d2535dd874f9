//! `makedefs --tables`: definition files to binary tables (placeholder).
