//! Large conformance campaign of `gcn-mc` against `llvm-mc-14 -arch=amdgcn -mcpu=gfx900`,
//! judged line by line (figures in docs/conformance.md):
//!
//! ```text
//! cargo build --release -p gcn-isa --bin gcn-mc --example conformance
//! target/release/examples/conformance [--seed N] [--per-variant N] [--mutations N] [--words N]
//!     [--gcn-mc target/release/gcn-mc] [--dump DIR]
//! target/release/examples/conformance --asm FILE | --bytes FILE
//! ```
//!
//! Sets: valid assembly (every opcode and encoding, `--per-variant` instances each), mutated
//! lines, the llvm-mc encodings of both as byte lines, and random 32/64-bit words. `--asm FILE`
//! or `--bytes FILE` compares the lines of one file instead (assembly, or byte lines).

#[path = "../tests/it/gen.rs"]
#[allow(dead_code)]
mod gen;

#[path = "../tests/it/conform.rs"]
#[allow(dead_code)]
mod conform;

use std::process::ExitCode;

fn main() -> ExitCode {
    let mut seed = 1u64;
    let mut per_variant = 8usize;
    let mut mutations = 20_000usize;
    let mut words = 50_000usize;
    let mut gcn_mc = String::from("target/release/gcn-mc");
    let mut dump: Option<String> = None;
    let mut file: Option<(bool, String)> = None;
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let value = it.next().cloned().unwrap_or_default();
        let number = value.parse::<usize>();
        match (a.as_str(), number) {
            ("--seed", Ok(n)) => seed = n as u64,
            ("--per-variant", Ok(n)) => per_variant = n,
            ("--mutations", Ok(n)) => mutations = n,
            ("--words", Ok(n)) => words = n,
            ("--gcn-mc", _) => gcn_mc = value,
            ("--dump", _) => dump = Some(value),
            ("--asm", _) => file = Some((false, value)),
            ("--bytes", _) => file = Some((true, value)),
            _ => {
                eprintln!("usage: conformance [--seed N] [--per-variant N] [--mutations N] [--words N] [--gcn-mc PATH] [--dump DIR] [--asm FILE | --bytes FILE]");
                return ExitCode::from(2);
            }
        }
    }
    if let Some((bytes, path)) = file {
        let lines: Vec<String> = match std::fs::read_to_string(&path) {
            Ok(t) => t
                .lines()
                .filter(|l| !l.trim().is_empty())
                .map(String::from)
                .collect(),
            Err(e) => {
                eprintln!("conformance: {path}: {e}");
                return ExitCode::from(1);
            }
        };
        let r = if bytes {
            conform::compare_dis(&gcn_mc, &lines)
        } else {
            conform::compare_asm(&gcn_mc, &lines)
        };
        return match r {
            Ok(r) => {
                print!("{}", r.summary(&path));
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("conformance: {e}");
                ExitCode::from(1)
            }
        };
    }
    let valid = conform::valid_lines(seed, per_variant);
    let mutated = conform::mutated_lines(seed ^ 0x5555, &valid, mutations);
    let random = conform::random_word_lines(seed ^ 0xaaaa, words);
    let run = || -> Result<(), String> {
        let encoded = conform::encodings_of(&valid)?;
        let encoded_mut = conform::encodings_of(&mutated)?;
        if let Some(dir) = &dump {
            let write = |name: &str, set: &[String]| {
                std::fs::write(format!("{dir}/{name}"), set.join("\n") + "\n")
                    .map_err(|e| format!("{dir}/{name}: {e}"))
            };
            write("valid.s", &valid)?;
            write("mutated.s", &mutated)?;
            write(
                "encodings.txt",
                &[encoded.clone(), encoded_mut.clone()].concat(),
            )?;
            write("random.txt", &random)?;
        }
        println!("seed {seed}");
        let r = conform::compare_asm(&gcn_mc, &valid)?;
        print!("{}", r.summary("valid asm"));
        let r = conform::compare_asm(&gcn_mc, &mutated)?;
        print!("{}", r.summary("mutated asm"));
        let mut enc = encoded;
        enc.extend(encoded_mut);
        let r = conform::compare_dis(&gcn_mc, &enc)?;
        print!("{}", r.summary("llvm-mc encodings"));
        let r = conform::compare_dis(&gcn_mc, &random)?;
        print!("{}", r.summary("random words"));
        Ok(())
    };
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("conformance: {e}");
            ExitCode::from(1)
        }
    }
}
