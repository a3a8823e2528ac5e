//! Parses an IL text file N times (for profiling the parser):
//! `cargo run --release -p amdil --example parse_file -- FILE [N]`.

// The workspace denies unwrap()/expect() outside tests; an example may use them.
#![allow(clippy::unwrap_used, clippy::expect_used)]

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: parse_file FILE [N]");
        std::process::exit(1);
    };
    let n: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(1);
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    };
    let mut count = 0;
    for _ in 0..n {
        match amdil::parse(&text) {
            Ok(p) => count += p.instructions.len(),
            Err(d) => {
                eprint!("{}", d.render_text(&path, &text));
                std::process::exit(1);
            }
        }
    }
    println!("{} bytes x {n}: {count} instructions", text.len());
}
