//! The output of a run (`{"uavs":{"0":[u32...],...},"g":[u32...],"outputs":{"0":[..]}}`):
//! collecting it from device memory, rendering and parsing it, and comparing two outputs.
//!
//! Rendering: one line, UAV keys in numeric order, words in decimal, `"g"` present only when
//! the launch has a global buffer, `"outputs"` (render targets / per-vertex outputs) only
//! when the launch has some.
//!
//! Comparison: words are untyped, so the tolerance decides. Two words match when their bits
//! are equal. When they differ and `tolerance_ulp > 0`, both are read as `f32` bit patterns
//! and match when both are NaN or when their distance in units in the last place is at most
//! `tolerance_ulp` (distance counts representable floats between them, with `+0` and `-0` at
//! distance 0). With `tolerance_ulp == 0` comparison is bit-exact. Integers that differ in a
//! few low bits would also pass a nonzero tolerance, which is why launches of integer kernels
//! keep the default 0.

use crate::launch::LaunchSpec;
use crate::memory::{DeviceMemory, Space};
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt::{self, Write as _};

/// Every buffer a run can change, after the run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Output {
    /// UAV buffers by id.
    pub uavs: BTreeMap<u32, Vec<u32>>,
    /// The global buffer, when the launch has one.
    pub g: Option<Vec<u32>>,
    /// Render targets (pixel shaders) or per-vertex outputs (vertex shaders) by N.
    pub outputs: BTreeMap<u32, Vec<u32>>,
}

/// A malformed output document (e.g. an `.expected.json` file).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}: {where_}: {message}")]
pub struct OutputParseError {
    /// File name or label.
    pub file: String,
    /// Field path or `line:col`.
    pub where_: String,
    /// What is wrong.
    pub message: String,
}

/// One difference found by [`compare`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// A buffer present in one output only (`"uavs.N"` or `"g"`).
    MissingBuffer {
        /// The buffer's name.
        buffer: String,
        /// Whether it is the actual output (rather than the expected one) that lacks it.
        missing_in_actual: bool,
    },
    /// The buffers have different lengths.
    Length {
        /// The buffer's name.
        buffer: String,
        /// Expected word count.
        expected: usize,
        /// Actual word count.
        actual: usize,
    },
    /// A word differs beyond the tolerance.
    Word {
        /// The buffer's name.
        buffer: String,
        /// Word index.
        index: usize,
        /// Expected word.
        expected: u32,
        /// Actual word.
        actual: u32,
    },
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mismatch::MissingBuffer {
                buffer,
                missing_in_actual: true,
            } => write!(f, "{buffer}: expected buffer is missing from the output"),
            Mismatch::MissingBuffer { buffer, .. } => {
                write!(f, "{buffer}: output has a buffer the expectation lacks")
            }
            Mismatch::Length {
                buffer,
                expected,
                actual,
            } => write!(f, "{buffer}: expected {expected} words, got {actual}"),
            Mismatch::Word {
                buffer,
                index,
                expected,
                actual,
            } => write!(
                f,
                "{buffer}[{index}]: expected {expected} ({expected:#010x}, f32 {:?}), got {actual} ({actual:#010x}, f32 {:?})",
                f32::from_bits(*expected),
                f32::from_bits(*actual)
            ),
        }
    }
}

impl Output {
    /// Collects the UAVs (and `g` if the launch has it) from memory after a run.
    pub fn from_memory(spec: &LaunchSpec, memory: &DeviceMemory) -> Output {
        let uavs = spec
            .uavs
            .keys()
            .map(|&id| {
                let words = memory.words(Space::Uav(id)).unwrap_or_default().to_vec();
                (id, words)
            })
            .collect();
        let g = spec
            .g
            .as_ref()
            .map(|_| memory.words(Space::Global).unwrap_or_default().to_vec());
        let outputs = spec
            .outputs
            .iter()
            .map(|(&id, t)| (id, t.words.clone()))
            .collect();
        Output { uavs, g, outputs }
    }

    /// Renders the output JSON on one line (no trailing newline).
    pub fn to_json(&self) -> String {
        let mut s = String::from("{\"uavs\":{");
        for (i, (id, words)) in self.uavs.iter().enumerate() {
            if i > 0 {
                s.push(',');
            }
            let _ = write!(s, "\"{id}\":");
            push_words(&mut s, words);
        }
        s.push('}');
        if let Some(g) = &self.g {
            s.push_str(",\"g\":");
            push_words(&mut s, g);
        }
        if !self.outputs.is_empty() {
            s.push_str(",\"outputs\":{");
            for (i, (id, words)) in self.outputs.iter().enumerate() {
                if i > 0 {
                    s.push(',');
                }
                let _ = write!(s, "\"{id}\":");
                push_words(&mut s, words);
            }
            s.push('}');
        }
        s.push('}');
        s
    }

    /// Parses an output document; `file` labels errors.
    pub fn parse(text: &str, file: &str) -> Result<Output, OutputParseError> {
        let err = |where_: String, message: String| OutputParseError {
            file: file.to_string(),
            where_,
            message,
        };
        let root: Value = serde_json::from_str(text).map_err(|e| {
            err(
                format!("{}:{}", e.line(), e.column()),
                format!("invalid JSON: {e}"),
            )
        })?;
        let obj = root
            .as_object()
            .ok_or_else(|| err("top level".into(), "expected a JSON object".into()))?;
        let mut out = Output::default();
        for (key, value) in obj {
            match key.as_str() {
                "uavs" => {
                    let map = value
                        .as_object()
                        .ok_or_else(|| err("field \"uavs\"".into(), "expected an object".into()))?;
                    for (id, words) in map {
                        let path = format!("uavs.{id}");
                        let n = id.parse::<u32>().map_err(|_| {
                            err(
                                format!("field \"{path}\""),
                                "UAV id must be a decimal integer".into(),
                            )
                        })?;
                        out.uavs
                            .insert(n, parse_words(&path, words).map_err(|(p, m)| err(p, m))?);
                    }
                }
                "g" => out.g = Some(parse_words("g", value).map_err(|(p, m)| err(p, m))?),
                "outputs" => {
                    let map = value.as_object().ok_or_else(|| {
                        err("field \"outputs\"".into(), "expected an object".into())
                    })?;
                    for (id, words) in map {
                        let path = format!("outputs.{id}");
                        let n = id.parse::<u32>().map_err(|_| {
                            err(
                                format!("field \"{path}\""),
                                "output id must be a decimal integer".into(),
                            )
                        })?;
                        out.outputs
                            .insert(n, parse_words(&path, words).map_err(|(p, m)| err(p, m))?);
                    }
                }
                other => {
                    return Err(err(
                        format!("field \"{other}\""),
                        "unknown field (expected uavs, g, outputs)".into(),
                    ))
                }
            }
        }
        Ok(out)
    }
}

fn push_words(s: &mut String, words: &[u32]) {
    s.push('[');
    for (i, w) in words.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let _ = write!(s, "{w}");
    }
    s.push(']');
}

fn parse_words(path: &str, v: &Value) -> Result<Vec<u32>, (String, String)> {
    let items = v.as_array().ok_or_else(|| {
        (
            format!("field \"{path}\""),
            "expected an array of words".to_string(),
        )
    })?;
    items
        .iter()
        .enumerate()
        .map(|(i, w)| {
            w.as_u64()
                .and_then(|n| u32::try_from(n).ok())
                .ok_or_else(|| {
                    (
                        format!("field \"{path}[{i}]\""),
                        "expected an integer in 0..=4294967295".to_string(),
                    )
                })
        })
        .collect()
}

/// Distance in units in the last place between two `f32` bit patterns (`+0`/`-0` are 0
/// apart; NaNs are not handled here).
pub fn ulp_distance(a: u32, b: u32) -> u64 {
    fn ordered(bits: u32) -> i64 {
        let magnitude = i64::from(bits & 0x7fff_ffff);
        if bits & 0x8000_0000 != 0 {
            -magnitude
        } else {
            magnitude
        }
    }
    ordered(a).abs_diff(ordered(b))
}

/// Whether two words match under `tolerance_ulp` (see the module documentation).
pub fn words_match(expected: u32, actual: u32, tolerance_ulp: u32) -> bool {
    if expected == actual {
        return true;
    }
    if tolerance_ulp == 0 {
        return false;
    }
    let (e, a) = (f32::from_bits(expected), f32::from_bits(actual));
    if e.is_nan() || a.is_nan() {
        return e.is_nan() && a.is_nan();
    }
    ulp_distance(expected, actual) <= u64::from(tolerance_ulp)
}

/// Every difference between `expected` and `actual` (empty when they match).
pub fn compare(expected: &Output, actual: &Output, tolerance_ulp: u32) -> Vec<Mismatch> {
    let mut out = Vec::new();
    let ids: std::collections::BTreeSet<u32> = expected
        .uavs
        .keys()
        .chain(actual.uavs.keys())
        .copied()
        .collect();
    for id in ids {
        compare_buffer(
            &format!("uavs.{id}"),
            expected.uavs.get(&id),
            actual.uavs.get(&id),
            tolerance_ulp,
            &mut out,
        );
    }
    compare_buffer(
        "g",
        expected.g.as_ref(),
        actual.g.as_ref(),
        tolerance_ulp,
        &mut out,
    );
    let ids: std::collections::BTreeSet<u32> = expected
        .outputs
        .keys()
        .chain(actual.outputs.keys())
        .copied()
        .collect();
    for id in ids {
        compare_buffer(
            &format!("outputs.{id}"),
            expected.outputs.get(&id),
            actual.outputs.get(&id),
            tolerance_ulp,
            &mut out,
        );
    }
    out
}

fn compare_buffer(
    name: &str,
    expected: Option<&Vec<u32>>,
    actual: Option<&Vec<u32>>,
    tolerance_ulp: u32,
    out: &mut Vec<Mismatch>,
) {
    let (e, a) = match (expected, actual) {
        (None, None) => return,
        (Some(_), None) | (None, Some(_)) => {
            out.push(Mismatch::MissingBuffer {
                buffer: name.to_string(),
                missing_in_actual: actual.is_none(),
            });
            return;
        }
        (Some(e), Some(a)) => (e, a),
    };
    if e.len() != a.len() {
        out.push(Mismatch::Length {
            buffer: name.to_string(),
            expected: e.len(),
            actual: a.len(),
        });
    }
    for (index, (&ew, &aw)) in e.iter().zip(a.iter()).enumerate() {
        if !words_match(ew, aw, tolerance_ulp) {
            out.push(Mismatch::Word {
                buffer: name.to_string(),
                index,
                expected: ew,
                actual: aw,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::OobPolicy;

    #[test]
    fn renders_sorted_decimal_and_g_only_when_present() {
        let spec = LaunchSpec::parse(
            r#"{"global":[1],"uavs":{"10":{"u32":[4294967295]},"2":{"f32":[1.0]}},"cbs":{"0":{"zero":1}}}"#,
            "t",
        )
        .unwrap();
        let mem = DeviceMemory::from_launch(&spec, OobPolicy::Strict);
        let out = Output::from_memory(&spec, &mem);
        assert_eq!(
            out.to_json(),
            r#"{"uavs":{"2":[1065353216],"10":[4294967295]}}"#
        );
        let spec = LaunchSpec::parse(r#"{"global":[1],"g":{"i32":[-2,3]}}"#, "t").unwrap();
        let mem = DeviceMemory::from_launch(&spec, OobPolicy::Strict);
        let out = Output::from_memory(&spec, &mem);
        assert_eq!(out.to_json(), r#"{"uavs":{},"g":[4294967294,3]}"#);
    }

    #[test]
    fn parse_round_trips_and_reports_fields() {
        let text = r#"{"uavs":{"0":[1,2],"7":[]},"g":[5]}"#;
        let out = Output::parse(text, "e.json").unwrap();
        assert_eq!(out.to_json(), text);
        let err = Output::parse(r#"{"uavs":{"0":[1,-2]}}"#, "e.json").unwrap_err();
        assert_eq!(
            err.to_string(),
            r#"e.json: field "uavs.0[1]": expected an integer in 0..=4294967295"#
        );
        let err = Output::parse(r#"{"uav":{}}"#, "e.json").unwrap_err();
        assert_eq!(
            err.to_string(),
            r#"e.json: field "uav": unknown field (expected uavs, g, outputs)"#
        );
    }

    #[test]
    fn ulp_distances() {
        assert_eq!(ulp_distance(0x3f80_0000, 0x3f80_0001), 1);
        assert_eq!(ulp_distance(0x0000_0000, 0x8000_0000), 0); // +0, -0
        assert_eq!(ulp_distance(0x0000_0001, 0x8000_0001), 2); // smallest subnormals
        assert_eq!(ulp_distance(0x3f7f_ffff, 0x3f80_0000), 1); // across an exponent
        assert_eq!(ulp_distance(0x7f7f_ffff, 0x7f80_0000), 1); // max finite to inf
    }

    #[test]
    fn tolerance_only_for_differing_words() {
        assert!(words_match(5, 5, 0));
        assert!(!words_match(0x3f80_0000, 0x3f80_0001, 0));
        assert!(words_match(0x3f80_0000, 0x3f80_0002, 2));
        assert!(!words_match(0x3f80_0000, 0x3f80_0003, 2));
        assert!(words_match(0x7fc0_0000, 0xffc0_0001, 1)); // NaN vs NaN
        assert!(!words_match(0x7fc0_0000, 0x7f80_0000, 1_000_000)); // NaN vs inf
        assert!(!words_match(0x7fc0_0000, 0xffc0_0000, 0));
    }

    #[test]
    fn compare_lists_every_difference() {
        let e = Output::parse(
            r#"{"uavs":{"0":[1065353216,1073741824],"1":[1]},"g":[1]}"#,
            "e",
        )
        .unwrap();
        let a = Output::parse(r#"{"uavs":{"0":[1065353217,1077936128],"2":[1]}}"#, "a").unwrap();
        let got: Vec<String> = compare(&e, &a, 1).iter().map(ToString::to_string).collect();
        assert_eq!(
            got,
            vec![
                "uavs.0[1]: expected 1073741824 (0x40000000, f32 2.0), got 1077936128 (0x40400000, f32 3.0)".to_string(),
                "uavs.1: expected buffer is missing from the output".to_string(),
                "uavs.2: output has a buffer the expectation lacks".to_string(),
                "g: expected buffer is missing from the output".to_string(),
            ]
        );
        let short = Output::parse(r#"{"uavs":{"0":[1065353216]},"g":[1]}"#, "s").unwrap();
        let e2 = Output::parse(r#"{"uavs":{"0":[1065353216,7]},"g":[1]}"#, "e").unwrap();
        assert_eq!(
            compare(&e2, &short, 0),
            vec![Mismatch::Length {
                buffer: "uavs.0".into(),
                expected: 2,
                actual: 1
            }]
        );
        assert!(compare(&e2, &e2, 0).is_empty());
    }
}
