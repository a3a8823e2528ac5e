//! Table sizes against the manual's opcode tables ("Table: <FMT> Opcodes", vega-isa.txt
//! L11122-15061), parsed from the manual when it is present, else the recorded counts.

use gcn_isa::opcodes;

/// (format, rows in the manual's table, first table line) — counted in vega-isa.txt.
const RECORDED: &[(&str, usize, usize)] = &[
    ("SOP2", 53, 11122),
    ("SOPK", 21, 11276),
    ("SOP1", 54, 11394),
    ("SOPC", 20, 11578),
    ("SOPP", 31, 11648),
    ("VOP2", 55, 12014),
    ("VOP1", 78, 12200),
    ("VOPC", 198, 12513),
    ("VOP3A", 103, 13004),
    ("VOP3B", 4, 13323),
    ("VOP3P", 22, 13423),
    ("SMEM", 84, 11765),
    ("DS", 154, 13807),
    ("MTBUF", 16, 14212),
    ("MUBUF", 69, 14306),
    ("FLAT", 48, 14807),
    ("GLOBAL", 48, 14912),
    ("SCRATCH", 22, 15017),
    ("MIMG", 92, 14538),
];

fn table_len(fmt: &str) -> usize {
    match fmt {
        "SOP2" => opcodes::SOP2.len(),
        "SOPK" => opcodes::SOPK.len(),
        "SOP1" => opcodes::SOP1.len(),
        "SOPC" => opcodes::SOPC.len(),
        "SOPP" => opcodes::SOPP.len(),
        "VOP2" => opcodes::VOP2.len(),
        "VOP1" => opcodes::VOP1.len(),
        "VOPC" => opcodes::VOPC.len(),
        "VOP3A" => opcodes::VOP3A.len(),
        "VOP3B" => opcodes::VOP3B.len(),
        "VOP3P" => opcodes::VOP3P.len(),
        "SMEM" => opcodes::SMEM.len(),
        "DS" => opcodes::DS.len(),
        "MTBUF" => opcodes::MTBUF.len(),
        "MUBUF" => opcodes::MUBUF.len(),
        "FLAT" => opcodes::FLAT.len(),
        "GLOBAL" => opcodes::GLOBAL.len(),
        "SCRATCH" => opcodes::SCRATCH.len(),
        "MIMG" => opcodes::MIMG.len(),
        _ => 0,
    }
}

/// Count rows `| <number> | <NAME> |` of each "Opcode #" table, keyed by the following
/// "Table: X Opcodes" caption.
fn manual_counts(text: &str) -> Vec<(String, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if lines[i].contains("Opcode #") && i > 11000 {
            let mut rows = 0;
            let mut j = i + 2;
            while j < lines.len() && (lines[j].starts_with('+') || lines[j].starts_with('|')) {
                let cells: Vec<&str> = lines[j].split('|').map(str::trim).collect();
                if cells.len() > 2 && cells[1].parse::<u32>().is_ok() && !cells[2].is_empty() {
                    rows += 1;
                }
                j += 1;
            }
            let caption = lines[j..].iter().find(|l| l.starts_with("Table:"));
            if let Some(c) = caption {
                let name = c.split_whitespace().nth(1).unwrap_or("").to_string();
                out.push((name, rows));
            }
            i = j;
        } else {
            i += 1;
        }
    }
    out
}

#[test]
fn table_sizes_match_the_manual() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../../shared/seeds/vega-isa.txt"
    );
    let counts: Vec<(String, usize)> = match std::fs::read_to_string(path) {
        Ok(text) => manual_counts(&text),
        Err(_) => RECORDED
            .iter()
            .map(|(f, n, _)| (f.to_string(), *n))
            .collect(),
    };
    for (fmt, n, _) in RECORDED {
        let manual = counts.iter().find(|(f, _)| f == fmt).map(|c| c.1);
        assert_eq!(manual, Some(*n), "manual count of {fmt}");
        assert_eq!(table_len(fmt), *n, "table size of {fmt}");
    }
}
