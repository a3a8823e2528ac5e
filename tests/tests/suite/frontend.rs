//! Suite `frontend`: the IL front end (`amdil`) on the corpus — every corpus program parses,
//! verifies, prints canonically, and round-trips through the printer.

use amdil::{parse, print, verify};

fn read(path: &std::path::Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn corpus_parses_verifies_and_round_trips() {
    let files = ilc_tests::corpus_files();
    assert!(!files.is_empty(), "no corpus files found");
    let mut failures = Vec::new();
    for path in &files {
        let src = read(path);
        let name = path.display().to_string();
        let p = match parse(&src) {
            Ok(p) => p,
            Err(d) => {
                failures.push(d.render_text(&name, &src));
                continue;
            }
        };
        if let Err(d) = verify(&p) {
            failures.push(d.render_text(&name, &src));
            continue;
        }
        let text = print(&p);
        match parse(&text) {
            Ok(q) => {
                if q != p {
                    failures.push(format!("{name}: parse(print(p)) != p\n{text}"));
                }
                if print(&q) != text {
                    failures.push(format!("{name}: printing is not idempotent"));
                }
            }
            Err(d) => failures.push(format!(
                "{name}: printed text does not parse:\n{}",
                d.render_text("printed", &text)
            )),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
