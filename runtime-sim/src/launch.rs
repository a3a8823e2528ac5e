//! Launch files: the JSON description of one dispatch (sizes, buffer contents, kernel
//! arguments, comparison tolerance), parsed into a typed [`LaunchSpec`].
//!
//! The format is the external contract of `docs/architecture.md` ("Execution model and launch
//! files"). Rules enforced here, beyond the JSON shape:
//! - `global` and `group` have 1 to 3 positive entries; missing dimensions are 1.
//! - Every `global[d]` is a multiple of `group[d]` (no partial work-groups), and a work-group
//!   has at most [`MAX_GROUP_SIZE`] work-items. `group` defaults to `[64,1,1]` clipped to
//!   `global` when absent (i.e. `group[0] = min(64, global[0])`; the multiple rule still
//!   applies).
//! - Buffer contents are one of `{"f32":[..]}`, `{"u32":[..]}`, `{"i32":[..]}`, `{"zero":N}`
//!   (N words). `u32` entries may also be hex strings (`"0x3f800000"`); `f32` entries may be
//!   the strings `"nan"`, `"inf"`, `"-inf"`.
//! - `args` entries are `{"uav":N}` (N must be a UAV of the launch), `{"u32":v}`, `{"i32":v}`,
//!   `{"f32":v}`, `{"u64":v}`, `{"i64":v}`, `{"f64":v}`.
//! - Unknown keys are errors (they are almost always typos).
//! - Graphics keys (`shared/design.md`, "Pixel shaders, textures and render targets"):
//!   `resources` (`{"N":{"width":W,"height":H,"depth":D,"components":C, contents}}`, exactly
//!   `W*H*D*C` words; `C` is 1, 2 or 4), `samplers` (`{"M":{"filter":"point"|"linear",
//!   "address":"clamp"|"wrap"|"mirror"|"border"}}`), `outputs` (render targets
//!   `{"N":{"components":C, contents}}`, exactly one texel of `C` words per domain pixel or
//!   vertex: `global[0]*global[1]*global[2]*C` words), `interpolants`
//!   (`{"N":{"origin":[4],"dx":[4],"dy":[4]}}`) and `vertex_inputs`
//!   (`{"N":{"components":C, contents}}`, `C` words per vertex, one element per vertex).
//!
//! Every error names the offending field path, e.g.
//! `launch.json: field "global[1]": expected a positive integer`.

use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::fmt;
use std::path::Path;

/// The largest number of work-items in one work-group (gfx9 and the IL compute model).
pub const MAX_GROUP_SIZE: u64 = 1024;

/// Largest `{"zero":N}` buffer, in words (256 MiB).
pub const MAX_BUFFER_WORDS: usize = 1 << 26;

/// Work-group size used for dimension 0 when the launch file gives no `group`.
pub const DEFAULT_GROUP_X: u32 = 64;

/// One dispatch, as described by a launch file.
#[derive(Clone, Debug, PartialEq)]
pub struct LaunchSpec {
    /// Total work-items per dimension (x, y, z).
    pub global: [u32; 3],
    /// Work-items per work-group per dimension (x, y, z).
    pub group: [u32; 3],
    /// UAV buffers by IL UAV id, as 32-bit words.
    pub uavs: BTreeMap<u32, Vec<u32>>,
    /// Constant buffers by id, as 32-bit words (`cbN[i]` = words `4i..4i+3`).
    pub cbs: BTreeMap<u32, Vec<u32>>,
    /// The global buffer `g[]` (`g[i]` = words `4i..4i+3`), when the launch has one.
    pub g: Option<Vec<u32>>,
    /// Kernel arguments in order (code objects only).
    pub args: Vec<KernelArg>,
    /// Allowed distance in units in the last place when two differing words are compared as
    /// `f32` values (0 = bit-exact comparison).
    pub tolerance_ulp: u32,
    /// Textures and typed buffers read by `sample*` / `load_resource`, by resource id.
    pub resources: BTreeMap<u32, Texture>,
    /// Sampler states by sampler id (absent ids are point + clamp, the CAL default).
    pub samplers: BTreeMap<u32, Sampler>,
    /// Render targets (`oN` of a pixel shader, every output of a vertex shader), by N.
    pub outputs: BTreeMap<u32, Texels>,
    /// Planes of a pixel shader's generic interpolated inputs `vN`, by N.
    pub interpolants: BTreeMap<u32, Interpolant>,
    /// A vertex shader's per-vertex inputs `vN`, by N.
    pub vertex_inputs: BTreeMap<u32, Texels>,
}

/// A texture (or typed buffer) of 32-bit words: texel `(x, y, z)` is words
/// `((z*H + y)*W + x)*C .. +C-1`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Texture {
    /// Texels in x.
    pub width: u32,
    /// Texels in y (1 for 1-D textures and buffers).
    pub height: u32,
    /// Texels in z (1 unless 3-D).
    pub depth: u32,
    /// Words per texel: 1, 2 or 4.
    pub components: u32,
    /// `width*height*depth*components` words.
    pub words: Vec<u32>,
}

/// Rows of texels of `components` words each (render targets, vertex inputs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Texels {
    /// Words per texel: 1 to 4.
    pub components: u32,
    /// The words, texel after texel.
    pub words: Vec<u32>,
    /// Whether the contents were given as `f32` (or `zero`): a missing `w` reads 1.0f
    /// rather than the integer 1.
    pub float: bool,
}

/// Texture filtering of a sampler.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Filter {
    /// Nearest texel.
    #[default]
    Point,
    /// Bi/trilinear weights of the 2, 4 or 8 nearest texels (D3D10 rules).
    Linear,
}

/// What a sampler does with coordinates outside the texture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum AddressMode {
    /// Clamp to the edge texel.
    #[default]
    Clamp,
    /// Repeat.
    Wrap,
    /// Repeat, every other copy mirrored.
    Mirror,
    /// Texels outside read the border colour (0, 0, 0, 0).
    Border,
}

/// One sampler state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Sampler {
    /// Filtering.
    pub filter: Filter,
    /// Address mode, the same on every axis.
    pub address: AddressMode,
}

/// A plane: the value at pixel `(x, y)` is `origin + dx*(x+0.5) + dy*(y+0.5)` per component.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Interpolant {
    /// Value at window position (0, 0).
    pub origin: [f32; 4],
    /// Change per pixel in x.
    pub dx: [f32; 4],
    /// Change per pixel in y.
    pub dy: [f32; 4],
}

impl Interpolant {
    /// The value at window position `(wx, wy)` (a pixel centre), computed per component as
    /// `origin + dx*wx + dy*wy` in `f32`, left to right, without fused multiply-adds.
    pub fn at(&self, wx: f32, wy: f32) -> [f32; 4] {
        [0, 1, 2, 3].map(|c| self.origin[c] + self.dx[c] * wx + self.dy[c] * wy)
    }
}

/// One explicit kernel argument of a code-object launch.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum KernelArg {
    /// A global pointer to the buffer of UAV N.
    Uav(u32),
    /// A 32-bit unsigned value.
    U32(u32),
    /// A 32-bit signed value.
    I32(i32),
    /// A 32-bit float.
    F32(f32),
    /// A 64-bit unsigned value.
    U64(u64),
    /// A 64-bit signed value.
    I64(i64),
    /// A 64-bit float.
    F64(f64),
}

impl KernelArg {
    /// Size of the argument's value in bytes (pointers are 8 bytes).
    pub fn size(self) -> usize {
        match self {
            KernelArg::U32(_) | KernelArg::I32(_) | KernelArg::F32(_) => 4,
            KernelArg::Uav(_) | KernelArg::U64(_) | KernelArg::I64(_) | KernelArg::F64(_) => 8,
        }
    }
}

/// A malformed launch file: which file, which field, what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct LaunchError {
    /// The file name (or other label) the text came from.
    pub file: String,
    /// Where the problem is: a field path such as `uavs.0.f32[3]`, or `line:col` for JSON
    /// syntax errors.
    pub location: ErrorLocation,
    /// What is wrong.
    pub message: String,
}

/// Where a [`LaunchError`] is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ErrorLocation {
    /// A JSON syntax error.
    Text {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
    },
    /// A field path; empty for the document root.
    Field(String),
}

impl fmt::Display for LaunchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.location {
            ErrorLocation::Text { line, column } => {
                write!(f, "{}:{}:{}: {}", self.file, line, column, self.message)
            }
            ErrorLocation::Field(path) if path.is_empty() => {
                write!(f, "{}: {}", self.file, self.message)
            }
            ErrorLocation::Field(path) => {
                write!(f, "{}: field \"{}\": {}", self.file, path, self.message)
            }
        }
    }
}

impl LaunchSpec {
    /// Reads and parses a launch file; errors are labelled with the file's path.
    pub fn from_file(path: &Path) -> Result<LaunchSpec, LaunchError> {
        let label = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| LaunchError {
            file: label.clone(),
            location: ErrorLocation::Field(String::new()),
            message: format!("cannot read: {e}"),
        })?;
        LaunchSpec::parse(&text, &label)
    }

    /// Parses launch-file text; `file` labels the error messages.
    pub fn parse(text: &str, file: &str) -> Result<LaunchSpec, LaunchError> {
        let value: Value = serde_json::from_str(text).map_err(|e| LaunchError {
            file: file.to_string(),
            location: ErrorLocation::Text {
                line: e.line(),
                column: e.column(),
            },
            message: format!("invalid JSON: {e}"),
        })?;
        let fail = |path: &str, message: String| LaunchError {
            file: file.to_string(),
            location: ErrorLocation::Field(path.to_string()),
            message,
        };
        Parser
            .spec(&value)
            .map_err(|(path, message)| fail(&path, message))
    }

    /// Number of work-groups per dimension (`global / group`).
    pub fn num_groups(&self) -> [u32; 3] {
        [0, 1, 2].map(|d| self.global[d] / self.group[d].max(1))
    }

    /// Work-items per work-group.
    pub fn group_size(&self) -> u32 {
        self.group.iter().product()
    }

    /// Total number of work-groups.
    pub fn total_groups(&self) -> u64 {
        self.num_groups().iter().map(|&n| u64::from(n)).product()
    }
}

/// A field path and a message; turned into a [`LaunchError`] at the top.
type FieldError = (String, String);

/// The launch-file walker (stateless; a struct only to group the helpers).
struct Parser;

const TOP_LEVEL_KEYS: [&str; 12] = [
    "global",
    "group",
    "uavs",
    "cbs",
    "g",
    "args",
    "tolerance_ulp",
    "resources",
    "samplers",
    "outputs",
    "interpolants",
    "vertex_inputs",
];

impl Parser {
    fn spec(&self, root: &Value) -> Result<LaunchSpec, FieldError> {
        let obj = root.as_object().ok_or_else(|| {
            (
                String::new(),
                "expected a JSON object at the top level".into(),
            )
        })?;
        for key in obj.keys() {
            if !TOP_LEVEL_KEYS.contains(&key.as_str()) {
                return Err((
                    key.clone(),
                    format!(
                        "unknown field (expected one of {})",
                        TOP_LEVEL_KEYS.join(", ")
                    ),
                ));
            }
        }
        let global = match obj.get("global") {
            Some(v) => self.dims("global", v)?,
            None => return Err(("global".into(), "missing (the launch needs a size)".into())),
        };
        let group = match obj.get("group") {
            Some(v) => self.dims("group", v)?,
            None => [DEFAULT_GROUP_X.min(global[0]), 1, 1],
        };
        let size: u64 = group.iter().map(|&n| u64::from(n)).product();
        if size > MAX_GROUP_SIZE {
            return Err((
                "group".into(),
                format!("work-group has {size} work-items, more than {MAX_GROUP_SIZE}"),
            ));
        }
        for d in 0..3 {
            if global[d] % group[d] != 0 {
                return Err((
                    format!("global[{d}]"),
                    format!(
                        "{} is not a multiple of the work-group size {} (group[{d}])",
                        global[d], group[d]
                    ),
                ));
            }
        }
        let uavs = self.buffer_map("uavs", obj)?;
        let cbs = self.buffer_map("cbs", obj)?;
        let g = match obj.get("g") {
            Some(v) => Some(self.contents("g", v)?),
            None => None,
        };
        let args = match obj.get("args") {
            Some(v) => self.args(v, &uavs)?,
            None => Vec::new(),
        };
        let tolerance_ulp = match obj.get("tolerance_ulp") {
            Some(v) => self.u32("tolerance_ulp", v)?,
            None => 0,
        };
        let domain: u64 = global.iter().map(|&n| u64::from(n)).product();
        let resources = self.id_map("resources", obj, |p, v| self.texture(p, v))?;
        let samplers = self.id_map("samplers", obj, |p, v| self.sampler(p, v))?;
        let outputs = self.id_map("outputs", obj, |p, v| self.texels(p, v, Some(domain)))?;
        let interpolants = self.id_map("interpolants", obj, |p, v| self.interpolant(p, v))?;
        let vertex_inputs = self.id_map("vertex_inputs", obj, |p, v| self.texels(p, v, None))?;
        Ok(LaunchSpec {
            global,
            group,
            uavs,
            cbs,
            g,
            args,
            tolerance_ulp,
            resources,
            samplers,
            outputs,
            interpolants,
            vertex_inputs,
        })
    }

    /// An object mapping decimal ids to values parsed by `each(path, value)`.
    fn id_map<T>(
        &self,
        name: &str,
        obj: &Map<String, Value>,
        each: impl Fn(&str, &Value) -> Result<T, FieldError>,
    ) -> Result<BTreeMap<u32, T>, FieldError> {
        let mut out = BTreeMap::new();
        let Some(v) = obj.get(name) else {
            return Ok(out);
        };
        let map = v
            .as_object()
            .ok_or_else(|| (name.to_string(), "expected an object keyed by id".into()))?;
        for (key, item) in map {
            let path = format!("{name}.{key}");
            let id = parse_id(key)
                .ok_or_else(|| (path.clone(), "id must be a decimal integer".to_string()))?;
            out.insert(id, each(&path, item)?);
        }
        Ok(out)
    }

    /// The fields of an object, with unknown keys rejected.
    fn fields<'v>(
        &self,
        path: &str,
        v: &'v Value,
        allowed: &[&str],
    ) -> Result<&'v Map<String, Value>, FieldError> {
        let obj = v
            .as_object()
            .ok_or_else(|| (path.to_string(), "expected an object".to_string()))?;
        for key in obj.keys() {
            if !allowed.contains(&key.as_str()) {
                return Err((
                    format!("{path}.{key}"),
                    format!("unknown field (expected one of {})", allowed.join(", ")),
                ));
            }
        }
        Ok(obj)
    }

    /// The one contents key (`f32`, `u32`, `i32` or `zero`) among other fields.
    fn embedded_contents(
        &self,
        path: &str,
        obj: &Map<String, Value>,
    ) -> Result<Vec<u32>, FieldError> {
        let kinds: Vec<&String> = obj
            .keys()
            .filter(|k| ["f32", "u32", "i32", "zero"].contains(&k.as_str()))
            .collect();
        let [kind] = kinds[..] else {
            return Err((
                path.to_string(),
                format!(
                    "expected exactly one of f32, u32, i32, zero; found {}",
                    kinds.len()
                ),
            ));
        };
        let mut single = Map::new();
        if let Some(v) = obj.get(kind) {
            single.insert(kind.clone(), v.clone());
        }
        self.contents(path, &Value::Object(single))
    }

    fn positive(
        &self,
        path: &str,
        obj: &Map<String, Value>,
        key: &str,
        default: Option<u32>,
    ) -> Result<u32, FieldError> {
        let p = format!("{path}.{key}");
        match obj.get(key) {
            None => default.ok_or_else(|| (p, "missing".to_string())),
            Some(v) => v
                .as_u64()
                .filter(|&n| (1..=1 << 16).contains(&n))
                .map(|n| n as u32)
                .ok_or_else(|| (p, "expected an integer in 1..=65536".to_string())),
        }
    }

    fn components(
        &self,
        path: &str,
        obj: &Map<String, Value>,
        allowed: &[u32],
    ) -> Result<u32, FieldError> {
        let c = self.positive(path, obj, "components", None)?;
        if !allowed.contains(&c) {
            return Err((
                format!("{path}.components"),
                format!("{c} components per texel; expected one of {allowed:?}"),
            ));
        }
        Ok(c)
    }

    fn texture(&self, path: &str, v: &Value) -> Result<Texture, FieldError> {
        let obj = self.fields(
            path,
            v,
            &[
                "width",
                "height",
                "depth",
                "components",
                "f32",
                "u32",
                "i32",
                "zero",
            ],
        )?;
        let width = self.positive(path, obj, "width", None)?;
        let height = self.positive(path, obj, "height", Some(1))?;
        let depth = self.positive(path, obj, "depth", Some(1))?;
        let components = self.components(path, obj, &[1, 2, 4])?;
        let words = self.embedded_contents(path, obj)?;
        let need = u64::from(width) * u64::from(height) * u64::from(depth) * u64::from(components);
        if words.len() as u64 != need {
            return Err((
                path.to_string(),
                format!(
                    "{} words, but {width}x{height}x{depth} texels of {components} words need {need}",
                    words.len()
                ),
            ));
        }
        Ok(Texture {
            width,
            height,
            depth,
            components,
            words,
        })
    }

    /// Texels of 1-4 words; with `per = Some(n)` exactly `n` texels are required.
    fn texels(&self, path: &str, v: &Value, per: Option<u64>) -> Result<Texels, FieldError> {
        let obj = self.fields(path, v, &["components", "f32", "u32", "i32", "zero"])?;
        let components = self.components(path, obj, &[1, 2, 3, 4])?;
        let words = self.embedded_contents(path, obj)?;
        if let Some(n) = per {
            let need = n * u64::from(components);
            if words.len() as u64 != need {
                return Err((
                    path.to_string(),
                    format!(
                        "{} words, but the domain's {n} pixels of {components} words need {need}",
                        words.len()
                    ),
                ));
            }
        } else if words.len() % components as usize != 0 {
            return Err((
                path.to_string(),
                format!(
                    "{} words is not a whole number of {components}-word elements",
                    words.len()
                ),
            ));
        }
        let float = !obj.contains_key("u32") && !obj.contains_key("i32");
        Ok(Texels {
            components,
            words,
            float,
        })
    }

    fn sampler(&self, path: &str, v: &Value) -> Result<Sampler, FieldError> {
        let obj = self.fields(path, v, &["filter", "address"])?;
        let text = |key: &str, allowed: &[&str]| -> Result<Option<usize>, FieldError> {
            let Some(v) = obj.get(key) else {
                return Ok(None);
            };
            let p = format!("{path}.{key}");
            let s = v
                .as_str()
                .ok_or_else(|| (p.clone(), format!("expected one of {}", allowed.join(", "))))?;
            allowed
                .iter()
                .position(|a| *a == s)
                .map(Some)
                .ok_or_else(|| (p, format!("\"{s}\" is not one of {}", allowed.join(", "))))
        };
        let filter = match text("filter", &["point", "linear"])? {
            Some(1) => Filter::Linear,
            _ => Filter::Point,
        };
        let address = match text("address", &["clamp", "wrap", "mirror", "border"])? {
            Some(1) => AddressMode::Wrap,
            Some(2) => AddressMode::Mirror,
            Some(3) => AddressMode::Border,
            _ => AddressMode::Clamp,
        };
        Ok(Sampler { filter, address })
    }

    fn interpolant(&self, path: &str, v: &Value) -> Result<Interpolant, FieldError> {
        let obj = self.fields(path, v, &["origin", "dx", "dy"])?;
        let vec4 = |key: &str| -> Result<[f32; 4], FieldError> {
            let p = format!("{path}.{key}");
            let Some(v) = obj.get(key) else {
                return Ok([0.0; 4]);
            };
            let items = v
                .as_array()
                .filter(|a| a.len() == 4)
                .ok_or_else(|| (p.clone(), "expected an array of 4 numbers".to_string()))?;
            let mut out = [0f32; 4];
            for (i, item) in items.iter().enumerate() {
                out[i] = self.f32(&format!("{p}[{i}]"), item)?;
            }
            Ok(out)
        };
        Ok(Interpolant {
            origin: vec4("origin")?,
            dx: vec4("dx")?,
            dy: vec4("dy")?,
        })
    }

    fn dims(&self, name: &str, v: &Value) -> Result<[u32; 3], FieldError> {
        let items = v.as_array().ok_or_else(|| {
            (
                name.to_string(),
                "expected an array of 1 to 3 positive integers".into(),
            )
        })?;
        if items.is_empty() || items.len() > 3 {
            return Err((
                name.to_string(),
                format!("expected 1 to 3 dimensions, found {}", items.len()),
            ));
        }
        let mut out = [1u32; 3];
        for (i, item) in items.iter().enumerate() {
            let path = format!("{name}[{i}]");
            let n = item
                .as_u64()
                .filter(|&n| n >= 1)
                .ok_or_else(|| (path.clone(), "expected a positive integer".to_string()))?;
            out[i] =
                u32::try_from(n).map_err(|_| (path, format!("{n} does not fit in 32 bits")))?;
        }
        Ok(out)
    }

    fn buffer_map(
        &self,
        name: &str,
        obj: &Map<String, Value>,
    ) -> Result<BTreeMap<u32, Vec<u32>>, FieldError> {
        let mut out = BTreeMap::new();
        let Some(v) = obj.get(name) else {
            return Ok(out);
        };
        let map = v.as_object().ok_or_else(|| {
            (
                name.to_string(),
                "expected an object mapping buffer ids to contents".into(),
            )
        })?;
        for (key, contents) in map {
            let path = format!("{name}.{key}");
            let id = parse_id(key).ok_or_else(|| {
                (
                    path.clone(),
                    "buffer id must be a decimal integer".to_string(),
                )
            })?;
            let words = self.contents(&path, contents)?;
            if out.insert(id, words).is_some() {
                return Err((path, format!("buffer {id} is given twice")));
            }
        }
        Ok(out)
    }

    /// One buffer's contents: `{"f32":[..]}`, `{"u32":[..]}`, `{"i32":[..]}` or `{"zero":N}`.
    fn contents(&self, path: &str, v: &Value) -> Result<Vec<u32>, FieldError> {
        let (kind, body) =
            single_entry(path, v, "{\"f32\"|\"u32\"|\"i32\":[...]} or {\"zero\":N}")?;
        let sub = format!("{path}.{kind}");
        if kind == "zero" {
            let n = body.as_u64().ok_or_else(|| {
                (
                    sub.clone(),
                    "expected a word count (non-negative integer)".to_string(),
                )
            })?;
            let n = usize::try_from(n)
                .ok()
                .filter(|&n| n <= MAX_BUFFER_WORDS)
                .ok_or_else(|| {
                    (
                        sub,
                        format!("{n} words is more than the limit of {MAX_BUFFER_WORDS}"),
                    )
                })?;
            return Ok(vec![0; n]);
        }
        if !["f32", "u32", "i32"].contains(&kind) {
            return Err((
                path.to_string(),
                format!("unknown contents kind \"{kind}\" (expected f32, u32, i32 or zero)"),
            ));
        }
        let items = body
            .as_array()
            .ok_or_else(|| (sub.clone(), "expected an array of numbers".to_string()))?;
        let mut words = Vec::with_capacity(items.len());
        for (i, item) in items.iter().enumerate() {
            let p = format!("{sub}[{i}]");
            let word = match kind {
                "f32" => self.f32(&p, item)?.to_bits(),
                "u32" => self.u32(&p, item)?,
                _ => self.i32(&p, item)? as u32,
            };
            words.push(word);
        }
        Ok(words)
    }

    fn args(
        &self,
        v: &Value,
        uavs: &BTreeMap<u32, Vec<u32>>,
    ) -> Result<Vec<KernelArg>, FieldError> {
        let items = v.as_array().ok_or_else(|| {
            (
                "args".to_string(),
                "expected an array of kernel arguments".to_string(),
            )
        })?;
        let mut out = Vec::with_capacity(items.len());
        for (i, item) in items.iter().enumerate() {
            let path = format!("args[{i}]");
            let (kind, body) = single_entry(
                &path,
                item,
                "{\"uav\":N} or {\"u32\"|\"i32\"|\"f32\"|\"u64\"|\"i64\"|\"f64\":v}",
            )?;
            let p = format!("{path}.{kind}");
            let arg = match kind {
                "uav" => {
                    let id = self.u32(&p, body)?;
                    if !uavs.contains_key(&id) {
                        return Err((p, format!("UAV {id} is not defined in \"uavs\"")));
                    }
                    KernelArg::Uav(id)
                }
                "u32" => KernelArg::U32(self.u32(&p, body)?),
                "i32" => KernelArg::I32(self.i32(&p, body)?),
                "f32" => KernelArg::F32(self.f32(&p, body)?),
                "u64" => KernelArg::U64(
                    body.as_u64()
                        .ok_or_else(|| (p.clone(), "expected an unsigned 64-bit integer".to_string()))?,
                ),
                "i64" => KernelArg::I64(
                    body.as_i64()
                        .ok_or_else(|| (p.clone(), "expected a signed 64-bit integer".to_string()))?,
                ),
                "f64" => KernelArg::F64(self.f64(&p, body)?),
                other => {
                    return Err((
                        path,
                        format!(
                            "unknown argument kind \"{other}\" (expected uav, u32, i32, f32, u64, i64 or f64)"
                        ),
                    ))
                }
            };
            out.push(arg);
        }
        Ok(out)
    }

    fn u32(&self, path: &str, v: &Value) -> Result<u32, FieldError> {
        if let Some(s) = v.as_str() {
            let hex = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X"));
            return hex
                .and_then(|h| u32::from_str_radix(h, 16).ok())
                .ok_or_else(|| {
                    (
                        path.to_string(),
                        format!("\"{s}\" is not a 32-bit hex value like \"0x3f800000\""),
                    )
                });
        }
        v.as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .ok_or_else(|| {
                (
                    path.to_string(),
                    "expected an integer in 0..=4294967295".to_string(),
                )
            })
    }

    fn i32(&self, path: &str, v: &Value) -> Result<i32, FieldError> {
        v.as_i64()
            .and_then(|n| i32::try_from(n).ok())
            .ok_or_else(|| {
                (
                    path.to_string(),
                    "expected an integer in -2147483648..=2147483647".to_string(),
                )
            })
    }

    fn f64(&self, path: &str, v: &Value) -> Result<f64, FieldError> {
        match v {
            Value::Number(n) => n
                .as_f64()
                .ok_or_else(|| (path.to_string(), "expected a number".to_string())),
            Value::String(s) => match s.as_str() {
                "nan" => Ok(f64::NAN),
                "inf" => Ok(f64::INFINITY),
                "-inf" => Ok(f64::NEG_INFINITY),
                _ => Err((
                    path.to_string(),
                    format!("\"{s}\" is not a number (strings allowed: nan, inf, -inf)"),
                )),
            },
            _ => Err((path.to_string(), "expected a number".to_string())),
        }
    }

    fn f32(&self, path: &str, v: &Value) -> Result<f32, FieldError> {
        // Rounding f64 → f32 is the intended conversion of decimal literals.
        self.f64(path, v).map(|x| x as f32)
    }
}

/// An object with exactly one key, e.g. `{"f32":[...]}`; returns the key and its value.
fn single_entry<'a>(
    path: &str,
    v: &'a Value,
    expected: &str,
) -> Result<(&'a str, &'a Value), FieldError> {
    let obj = v
        .as_object()
        .ok_or_else(|| (path.to_string(), format!("expected {expected}")))?;
    let mut entries = obj.iter();
    match (entries.next(), entries.next()) {
        (Some((k, v)), None) => Ok((k.as_str(), v)),
        _ => Err((
            path.to_string(),
            format!("expected exactly one key, found {}: {expected}", obj.len()),
        )),
    }
}

/// A decimal buffer id such as `"3"` (no sign, no leading `+`).
fn parse_id(key: &str) -> Option<u32> {
    if key.is_empty() || !key.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    key.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<LaunchSpec, String> {
        LaunchSpec::parse(text, "launch.json").map_err(|e| e.to_string())
    }

    #[test]
    fn full_example_from_the_design() {
        let spec = parse(
            r#"{"global":[256,1,1], "group":[64,1,1],
               "uavs":{"0":{"f32":[1.0,2.0]}, "1":{"zero":3}, "2":{"u32":[7,"0xFFFFFFFF"]}, "3":{"i32":[-1]}},
               "cbs":{"0":{"u32":[1,2,3,4]}},
               "g":{"zero":2},
               "args":[{"uav":0},{"uav":1},{"u32":7},{"f32":2.5},{"i64":-2},{"f64":0.5}],
               "tolerance_ulp":2}"#,
        )
        .unwrap();
        assert_eq!(spec.global, [256, 1, 1]);
        assert_eq!(spec.group, [64, 1, 1]);
        assert_eq!(spec.uavs[&0], vec![0x3f80_0000, 0x4000_0000]);
        assert_eq!(spec.uavs[&1], vec![0, 0, 0]);
        assert_eq!(spec.uavs[&2], vec![7, 0xffff_ffff]);
        assert_eq!(spec.uavs[&3], vec![0xffff_ffff]);
        assert_eq!(spec.cbs[&0], vec![1, 2, 3, 4]);
        assert_eq!(spec.g, Some(vec![0, 0]));
        assert_eq!(
            spec.args,
            vec![
                KernelArg::Uav(0),
                KernelArg::Uav(1),
                KernelArg::U32(7),
                KernelArg::F32(2.5),
                KernelArg::I64(-2),
                KernelArg::F64(0.5)
            ]
        );
        assert_eq!(spec.tolerance_ulp, 2);
        assert_eq!(spec.num_groups(), [4, 1, 1]);
        assert_eq!(spec.total_groups(), 4);
    }

    #[test]
    fn defaults_fill_missing_dimensions_and_fields() {
        let spec = parse(r#"{"global":[32]}"#).unwrap();
        assert_eq!(spec.global, [32, 1, 1]);
        assert_eq!(spec.group, [32, 1, 1]);
        assert!(spec.uavs.is_empty() && spec.cbs.is_empty() && spec.args.is_empty());
        assert_eq!(spec.g, None);
        assert_eq!(spec.tolerance_ulp, 0);
        let spec = parse(r#"{"global":[128,4],"group":[16,2]}"#).unwrap();
        assert_eq!(spec.num_groups(), [8, 2, 1]);
        assert_eq!(spec.group_size(), 32);
    }

    #[test]
    fn special_float_strings() {
        let spec =
            parse(r#"{"global":[1],"uavs":{"0":{"f32":["nan","inf","-inf",-0.0]}}}"#).unwrap();
        assert_eq!(spec.uavs[&0][1..], [0x7f80_0000, 0xff80_0000, 0x8000_0000]);
        assert!(f32::from_bits(spec.uavs[&0][0]).is_nan());
    }

    #[test]
    fn errors_name_the_field() {
        let cases = [
            (
                r#"{"global":[64,0]}"#,
                r#"launch.json: field "global[1]": expected a positive integer"#,
            ),
            (
                r#"{"global":[64,1.5]}"#,
                r#"launch.json: field "global[1]": expected a positive integer"#,
            ),
            (
                r#"{"global":[]}"#,
                r#"launch.json: field "global": expected 1 to 3 dimensions, found 0"#,
            ),
            (
                r#"{"group":[1]}"#,
                r#"launch.json: field "global": missing (the launch needs a size)"#,
            ),
            (
                r#"{"global":[100],"group":[64]}"#,
                r#"launch.json: field "global[0]": 100 is not a multiple of the work-group size 64 (group[0])"#,
            ),
            (
                r#"{"global":[2048,2],"group":[1024,2]}"#,
                r#"launch.json: field "group": work-group has 2048 work-items, more than 1024"#,
            ),
            (
                r#"{"global":[1],"uavs":{"0":{"f32":[1.0,"x"]}}}"#,
                r#"launch.json: field "uavs.0.f32[1]": "x" is not a number (strings allowed: nan, inf, -inf)"#,
            ),
            (
                r#"{"global":[1],"uavs":{"0":{"u32":[-1]}}}"#,
                r#"launch.json: field "uavs.0.u32[0]": expected an integer in 0..=4294967295"#,
            ),
            (
                r#"{"global":[1],"cbs":{"0":{"i32":[2147483648]}}}"#,
                r#"launch.json: field "cbs.0.i32[0]": expected an integer in -2147483648..=2147483647"#,
            ),
            (
                r#"{"global":[1],"uavs":{"x":{"zero":1}}}"#,
                r#"launch.json: field "uavs.x": buffer id must be a decimal integer"#,
            ),
            (
                r#"{"global":[1],"g":{"zero":1,"u32":[]}}"#,
                r#"launch.json: field "g": expected exactly one key, found 2: {"f32"|"u32"|"i32":[...]} or {"zero":N}"#,
            ),
            (
                r#"{"global":[1],"g":{"f64":[]}}"#,
                r#"launch.json: field "g": unknown contents kind "f64" (expected f32, u32, i32 or zero)"#,
            ),
            (
                r#"{"global":[1],"args":[{"uav":2}]}"#,
                r#"launch.json: field "args[0].uav": UAV 2 is not defined in "uavs""#,
            ),
            (
                r#"{"global":[1],"args":[{"u32":1},{"ptr":0}]}"#,
                r#"launch.json: field "args[1]": unknown argument kind "ptr" (expected uav, u32, i32, f32, u64, i64 or f64)"#,
            ),
            (
                r#"{"global":[1],"g":{"zero":67108865}}"#,
                r#"launch.json: field "g.zero": 67108865 words is more than the limit of 67108864"#,
            ),
            (
                r#"{"global":[1],"tolerance_ulp":-1}"#,
                r#"launch.json: field "tolerance_ulp": expected an integer in 0..=4294967295"#,
            ),
            (
                r#"{"global":[1],"grop":[1]}"#,
                r#"launch.json: field "grop": unknown field (expected one of global, group, uavs, cbs, g, args, tolerance_ulp, resources, samplers, outputs, interpolants, vertex_inputs)"#,
            ),
            (
                r#"[1]"#,
                r#"launch.json: expected a JSON object at the top level"#,
            ),
        ];
        for (text, want) in cases {
            assert_eq!(parse(text).unwrap_err(), want, "for {text}");
        }
    }

    #[test]
    fn syntax_errors_give_line_and_column() {
        let err = LaunchSpec::parse("{\n  \"global\": [1,]\n}", "l.json").unwrap_err();
        assert_eq!(
            err.location,
            ErrorLocation::Text {
                line: 2,
                column: 16
            }
        );
        assert!(
            err.to_string().starts_with("l.json:2:16: invalid JSON"),
            "{err}"
        );
    }

    /// Every truncation and many byte substitutions of a valid launch file parse or fail
    /// with an error; none panics.
    #[test]
    fn mangled_launch_files_never_panic() {
        let good = r#"{"global":[256,2,1],"group":[64,2],"uavs":{"0":{"f32":[1.5,-2]},"1":{"zero":4}},
            "cbs":{"0":{"u32":["0x10",2]}},"g":{"i32":[-1]},"args":[{"uav":0},{"u64":5},{"f64":-0.5}],
            "tolerance_ulp":3}"#;
        assert!(LaunchSpec::parse(good, "l").is_ok());
        for end in 0..good.len() {
            if good.is_char_boundary(end) {
                let _ = LaunchSpec::parse(&good[..end], "l");
            }
        }
        let bytes = good.as_bytes();
        for at in 0..bytes.len() {
            for replacement in [b'0', b'-', b'"', b'[', b'}', b'9', b'x'] {
                let mut mangled = bytes.to_vec();
                mangled[at] = replacement;
                if let Ok(text) = std::str::from_utf8(&mangled) {
                    let _ = LaunchSpec::parse(text, "l");
                }
            }
        }
    }

    #[test]
    fn arg_sizes() {
        assert_eq!(KernelArg::Uav(0).size(), 8);
        assert_eq!(KernelArg::F32(1.0).size(), 4);
        assert_eq!(KernelArg::I64(1).size(), 8);
    }
}
