//! Host-side reference computations for the corpus compute programs, written independently of the interpreter.
