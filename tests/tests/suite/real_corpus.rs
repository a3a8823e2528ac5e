//! Suite `real_corpus`: published IL programs against the whole front end and both back
//! ends. The committed programs (`tests/corpus/real/*.il`, licences allowing redistribution;
//! provenance in `tests/corpus/real/SOURCES.md`) are always checked: every program listed
//! there as committed must be present and every present one listed, so a clean clone always
//! checks them. Programs that may not be committed live in the ignored
//! `tests/corpus/real/local/` when someone has extracted them; they get the same checks but
//! stay out of the generated table, so the table is the same on every machine.
//!
//! For every program: it parses and verifies, or is rejected with a located error (the
//! published text has a genuine slip, shown in SOURCES.md); an accepted program prints
//! canonically (`parse(print(p)) == p`, printing idempotent) and survives text → binary →
//! text; then it is lowered to the IR, run in the IL interpreter with a small launch of
//! zero-filled buffers (compute programs; other shader types record the interpreter's
//! current error) and compiled for Vega and R600 (R600 code then runs on the R600 machine
//! with the same launch and must give the interpreter's outputs). Parsing, printing, the binary round trip
//! and "0 panics" are asserted; the lower / interp / vega / r600 outcomes of the committed
//! programs are recorded in a generated table, the "Real-world corpus" section of
//! `docs/il-coverage.md` (compared here; `ILC_BLESS=1` rewrites it), so the table follows
//! the back ends as they grow.

use amdil::{parse, print, Opcode, Program, ShaderType};
use runtime_sim::launch::LaunchSpec;
use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;

/// The heading that starts the generated section of `docs/il-coverage.md`.
pub(crate) const SECTION_MARKER: &str = "\n## Real-world corpus\n";

/// Words of every buffer the small launch binds (UAVs and `g[]`).
const BUFFER_WORDS: usize = 1 << 16;

/// One program's row of the table.
struct Row {
    name: String,
    shader: &'static str,
    parse: String,
    lower: String,
    interp: String,
    vega: String,
    r600: String,
}

/// A table cell for a failure: the first line of the message, `|` escaped, shortened.
fn no(why: &str) -> String {
    let line = why.lines().next().unwrap_or("").trim();
    let mut text: String = line.chars().take(140).collect();
    if line.chars().count() > 140 {
        text.push('…');
    }
    format!("no: {}", text.replace('|', "\\|"))
}

fn shader_name(t: ShaderType) -> &'static str {
    match t {
        ShaderType::Compute => "cs",
        ShaderType::Pixel => "ps",
        ShaderType::Vertex => "vs",
        ShaderType::Geometry => "gs",
        ShaderType::Hull => "hs",
        ShaderType::Domain => "ds",
    }
}

/// The message of a pipeline error (first diagnostic for located ones).
fn error_text(e: &ilc::Error, name: &str, src: &str) -> String {
    match e {
        ilc::Error::Input(d) => d.render_text(name, src),
        ilc::Error::Usage(m) | ilc::Error::Internal(m) => m.clone(),
    }
}

/// Pixels per side of the domain a pixel shader runs over (one 8x8 work-group), and texels
/// per side of every texture it samples.
const PIXEL_SIDE: u32 = 8;

/// Word `i` of a synthesised texture: small exactly representable floats that differ
/// between neighbouring texels, so sampling the wrong texel changes the result.
fn texture_word(i: usize) -> u32 {
    ((i * 37 % 101) as f32 / 16.0).to_bits()
}

/// A launch of one work-group of the declared size with every declared UAV, constant
/// buffer and `g[]` bound and zero-filled; a pixel shader runs over an 8x8 domain with a
/// texture of [`texture_word`]s for each declared resource (8 texels per side, 4 words per
/// texel) and a zero-filled 4-component render target for each output it writes; a vertex
/// shader runs 64 vertices with zero-filled outputs.
fn small_launch(p: &Program) -> LaunchSpec {
    let graphics = matches!(p.shader, ShaderType::Pixel | ShaderType::Vertex);
    let mut group = if p.shader == ShaderType::Pixel {
        [PIXEL_SIDE, PIXEL_SIDE, 1]
    } else {
        [64, 1, 1]
    };
    let mut uavs = BTreeMap::new();
    let mut cbs = BTreeMap::new();
    let mut resources = BTreeMap::new();
    let mut outputs = BTreeMap::new();
    let domain: u32 = group.iter().product();
    for inst in &p.instructions {
        if graphics {
            for d in &inst.dsts {
                if d.reg.ty == amdil::RegType::Output {
                    let words = vec![0u32; domain as usize * 4];
                    outputs.insert(
                        d.reg.num.unwrap_or(0),
                        runtime_sim::launch::Texels {
                            components: 4,
                            words,
                            float: true,
                        },
                    );
                }
            }
        }
        match inst.opcode {
            Opcode::DclResource => {
                if let Some(id) = inst.id() {
                    // `_type(2d)` or, with `unnorm`, the control kept as text `type(1d,unnorm)`.
                    let ty = inst.controls.iter().find_map(|c| match c {
                        amdil::Control::Type(t) => Some(*t),
                        amdil::Control::Other(name, Some(arg)) if name.as_ref() == "type" => arg
                            .split(',')
                            .next()
                            .and_then(|t| amdil::PixTexUsage::from_text(t.trim())),
                        _ => None,
                    });
                    let (height, depth) = match ty {
                        Some(amdil::PixTexUsage::Tex1D | amdil::PixTexUsage::Buffer) => (1, 1),
                        Some(amdil::PixTexUsage::Tex3D) => (PIXEL_SIDE, PIXEL_SIDE),
                        _ => (PIXEL_SIDE, 1),
                    };
                    let texels = (PIXEL_SIDE * height * depth) as usize;
                    resources.insert(
                        id,
                        runtime_sim::launch::Texture {
                            width: PIXEL_SIDE,
                            height,
                            depth,
                            components: 4,
                            words: (0..texels * 4).map(texture_word).collect(),
                        },
                    );
                }
            }
            Opcode::DclNumThreadPerGroup => {
                for (slot, w) in group.iter_mut().zip(&inst.extra) {
                    *slot = (*w).max(1);
                }
            }
            Opcode::DclConstBuffer => {
                if let Some(s) = inst.srcs.first() {
                    if let (Some(n), Some(size)) = (s.reg.num, s.reg.indices.first()) {
                        let words = usize::try_from(size.offset.max(1)).unwrap_or(1) * 4;
                        cbs.insert(n, vec![0u32; words]);
                    }
                }
            }
            op if op.mnemonic().starts_with("dcl_") && op.mnemonic().contains("uav") => {
                if let Some(id) = inst.id() {
                    uavs.insert(id, vec![0u32; BUFFER_WORDS]);
                }
            }
            _ => {}
        }
    }
    LaunchSpec {
        global: group,
        group,
        uavs,
        cbs,
        g: Some(vec![0u32; BUFFER_WORDS]),
        args: Vec::new(),
        tolerance_ulp: 0,
        resources,
        samplers: BTreeMap::new(),
        outputs,
        interpolants: BTreeMap::new(),
        vertex_inputs: BTreeMap::new(),
    }
}

/// Runs every stage on one program; `Err` for a front-end property that fails.
fn assess(path: &Path) -> Result<Row, String> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let src = std::fs::read_to_string(path).map_err(|e| format!("{name}: {e}"))?;
    let mut row = Row {
        name: name.clone(),
        shader: "?",
        parse: String::new(),
        lower: "—".into(),
        interp: "—".into(),
        vega: "—".into(),
        r600: "—".into(),
    };
    let (partial, _) = amdil::parse_partial(&src);
    row.shader = shader_name(partial.shader);
    let p = match ilc::cli::load_text(&src) {
        Ok(p) => p,
        Err(d) => {
            // A rejection must be located inside the text.
            let first = d
                .items
                .first()
                .ok_or(format!("{name}: rejected without diagnostics"))?;
            if first.span.start() > src.len() {
                return Err(format!("{name}: diagnostic outside the text: {d}"));
            }
            let rendered = d.render_text(&name, &src);
            row.parse = no(rendered
                .strip_prefix(&format!("{name}:"))
                .unwrap_or(&rendered));
            return Ok(row);
        }
    };
    row.parse = "yes".into();
    // Canonical printing.
    let text = print(&p);
    let q = parse(&text).map_err(|d| format!("{name}: printed text does not parse: {d}"))?;
    if q != p || print(&q) != text {
        return Err(format!("{name}: printing is not canonical"));
    }
    // Text → binary → text.
    let canonical = print(&amdil::binary::canonical::canonical(&p));
    let bytes = amdil::binary::encode_bytes(&p)
        .map_err(|d| format!("{name}: encode failed: {}", d.render_binary(&name)))?;
    let back = amdil::binary::decode(&bytes)
        .map_err(|d| format!("{name}: decode failed: {}", d.render_binary(&name)))?;
    if print(&back) != canonical {
        return Err(format!("{name}: text→binary→text differs"));
    }
    // Lowering.
    match ilc_ir::lower::lower(&p) {
        Ok(_) => row.lower = "yes".into(),
        Err(e) => {
            let d = amdil::Diagnostics::single(e.span, e.message);
            row.lower = no(&d.render_text(&name, &src).replace(&format!("{name}:"), ""));
        }
    }
    // The interpreter, with a small launch.
    // A program the interpreter runs must give the same outputs through the optimised IR.
    let launch = small_launch(&p);
    let interp = runtime_sim::interp::run(&p, &launch);
    row.interp = match &interp {
        Ok(reference) => match ilc::run_ir(&p, &launch, ilc::OptLevel::O2) {
            Ok(ir) if &ir == reference => "yes".into(),
            Ok(_) => {
                return Err(format!(
                    "{name}: the IR evaluator disagrees with the interpreter"
                ))
            }
            Err(e) => format!("yes (IR: {})", no(&error_text(&e, &name, &src))),
        },
        Err(e) => no(&e.message),
    };
    // The back ends.
    for (target, cell) in [
        (ilc::Target::Vega, &mut row.vega),
        (ilc::Target::R600, &mut row.r600),
    ] {
        *cell = match ilc::compile_program(&p, target, &ilc::Options::default()) {
            // R600 code runs on the R600 machine with the small launch and must give the
            // interpreter's outputs.
            Ok(compiled) if target == ilc::Target::R600 => match (&interp, compiled.run(&launch)) {
                (Ok(reference), Ok((out, _))) if &out == reference => "yes (runs = interp)".into(),
                (Ok(_), Ok(_)) => {
                    return Err(format!(
                        "{name}: R600 outputs differ from the interpreter's"
                    ))
                }
                (_, Err(e)) => format!("compiles; {}", no(&e.to_string())),
                (Err(_), Ok(_)) => "yes".into(),
            },
            Ok(_) => "yes".into(),
            Err(e) => no(&error_text(&e, &name, &src).replace(&format!("{name}:"), "")),
        };
    }
    // Pixel and vertex shaders the interpreter runs also run on the Vega simulator, with
    // the interpreter's outputs bit for bit.
    if let (Ok(reference), true, "yes") = (
        &interp,
        matches!(p.shader, ShaderType::Pixel | ShaderType::Vertex),
        row.vega.as_str(),
    ) {
        let compiled = ilc::compile_program(&p, ilc::Target::Vega, &ilc::Options::default())
            .map_err(|e| format!("{name}: {e}"))?;
        row.vega = match compiled.run(&launch) {
            Ok((out, _)) if out == *reference => "yes (runs = interp)".into(),
            Ok((out, _)) => {
                let m = runtime_sim::output::compare(reference, &out, 0);
                return Err(format!(
                    "{name}: Vega differs from the interpreter in {} words: {}",
                    m.len(),
                    m.first().map(ToString::to_string).unwrap_or_default()
                ));
            }
            Err(e) => format!("compiles; {}", no(&format!("run: {e}"))),
        };
    }
    Ok(row)
}

/// The generated section of `docs/il-coverage.md`.
fn section(rows: &[Row]) -> String {
    let mut s = String::from(SECTION_MARKER);
    s.push_str(
        "\nGenerated by `real_corpus::real_corpus_parses_round_trips_and_is_tabled` from the\n\
         committed published programs in `tests/corpus/real/` (provenance and licences in its\n\
         `SOURCES.md`; programs kept local in `real/local/` are checked but not tabled; run\n\
         the test with `ILC_BLESS=1` to rewrite this section). parse =\n\
         parses and verifies (else the located error: a genuine slip in the published text);\n\
         every accepted program also prints canonically and round-trips through the binary\n\
         token stream. lower = lowers to the IR; interp = runs in the IL interpreter with one\n\
         work-group of the declared size and zero-filled buffers (pixel shaders: an 8x8\n\
         domain, an 8x8 (8x8x8, 8x1) texture of distinct small floats per declared resource,\n\
         zero-filled render targets) and the optimised IR's evaluator gives the same outputs\n\
         (other shader types: the interpreter's current error); vega / r600 = compiles\n\
         (\"runs = interp\": the R600 machine, or for pixel and vertex shaders the Vega\n\
         simulator, gives the interpreter's outputs bit for bit).\n\n",
    );
    s.push_str("| program | type | parse | lower | interp | vega | r600 |\n");
    s.push_str("|---|---|---|---|---|---|---|\n");
    for r in rows {
        s.push_str(&format!(
            "| `{}` | {} | {} | {} | {} | {} | {} |\n",
            r.name, r.shader, r.parse, r.lower, r.interp, r.vega, r.r600
        ));
    }
    s.push('\n');
    s.push_str(&summary(rows));
    s.push('\n');
    s
}

/// "Of N programs: … parse, … lower, …" for a set of rows.
fn summary(rows: &[Row]) -> String {
    let mut counts = [0usize; 5];
    for r in rows {
        for (count, cell) in counts
            .iter_mut()
            .zip([&r.parse, &r.lower, &r.interp, &r.vega, &r.r600])
        {
            if cell.starts_with("yes") {
                *count += 1;
            }
        }
    }
    format!(
        "Of {} programs: {} parse, {} lower, {} run in the interpreter, {} compile for vega, \
         {} for r600.",
        rows.len(),
        counts[0],
        counts[1],
        counts[2],
        counts[3],
        counts[4]
    )
}

/// The file names SOURCES.md lists as committed: the first backquoted `.il` name of each
/// table row in its "## Committed programs" section.
fn listed_as_committed(sources: &str) -> Vec<String> {
    let Some(start) = sources.find("\n## Committed programs") else {
        return Vec::new();
    };
    let rest = &sources[start + 1..];
    let body = rest
        .find("\n## ")
        .map_or(rest, |end| rest.get(..end).unwrap_or(rest));
    let mut names = Vec::new();
    for line in body.lines().filter(|l| l.starts_with("| `")) {
        if let Some(name) = line.split('`').nth(1).filter(|n| n.ends_with(".il")) {
            names.push(name.to_string());
        }
    }
    names.sort();
    names
}

/// Runs [`assess`] on every file, panics included; returns the rows and the failures.
fn assess_all(files: &[std::path::PathBuf]) -> (Vec<Row>, Vec<String>) {
    let mut rows = Vec::new();
    let mut failures = Vec::new();
    for path in files {
        match catch_unwind(AssertUnwindSafe(|| assess(path))) {
            Ok(Ok(row)) => rows.push(row),
            Ok(Err(e)) => failures.push(e),
            Err(_) => failures.push(format!("{}: panic", path.display())),
        }
    }
    (rows, failures)
}

#[test]
fn real_corpus_parses_round_trips_and_is_tabled() {
    let files = ilc_tests::real_corpus_files();
    // The committed programs must all be there, and only those with recorded provenance.
    let sources_path = ilc_tests::corpus_dir().join("real").join("SOURCES.md");
    let sources = std::fs::read_to_string(&sources_path)
        .unwrap_or_else(|e| panic!("{}: {e}", sources_path.display()));
    let listed = listed_as_committed(&sources);
    let present: Vec<String> = files
        .iter()
        .filter_map(|p| p.file_name().map(|n| n.to_string_lossy().into_owned()))
        .collect();
    assert!(!listed.is_empty(), "SOURCES.md lists no committed programs");
    assert_eq!(
        present, listed,
        "tests/corpus/real/*.il must be exactly the programs SOURCES.md lists as committed"
    );
    let (rows, mut failures) = assess_all(&files);
    // Programs that stay local (tests/corpus/real/local/, ignored by git), when present:
    // the same checks, reported but not tabled.
    let local = ilc_tests::real_corpus_local_files();
    if !local.is_empty() {
        let (local_rows, local_failures) = assess_all(&local);
        eprintln!("real_corpus (local only): {}", summary(&local_rows));
        failures.extend(local_failures);
    }
    eprintln!("real_corpus (committed): {}", summary(&rows));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let generated = section(&rows);
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/il-coverage.md");
    let _guard = crate::frontend::COVERAGE_DOC
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let actual = std::fs::read_to_string(&path).unwrap_or_default();
    let head = actual
        .split(SECTION_MARKER)
        .next()
        .unwrap_or("")
        .to_string();
    let tail = actual.get(head.len()..).unwrap_or("");
    if std::env::var_os("ILC_BLESS").is_some() {
        std::fs::write(&path, format!("{head}{generated}"))
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        return;
    }
    assert!(
        tail == generated,
        "the real-world corpus section of {} is out of date; regenerate it with \
         ILC_BLESS=1 cargo test -p ilc-tests --test suite real_corpus",
        path.display()
    );
}
