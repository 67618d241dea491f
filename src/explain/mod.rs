//! Move explanations.
