//! ilc's own graphics keys in a code object's kernel metadata (`.ilc.*`, the Vega graphics
//! ABI of `docs/gcn-backend.md`): the shader stage, the pixel shader's program settings
//! (SPI_PS_INPUT_ENA/ADDR, SPI_SHADER_COL_FORMAT), the vertex shader's export map, and the
//! graphics arguments (image, sampler and vertex-input descriptor pointers) with the resource
//! declarations the dispatcher needs to build their descriptors.
//!
//! A kernel without `.ilc.stage` is a compute kernel; every key is optional otherwise, with
//! 0 / empty defaults. Malformed values are errors naming the key.

use rmpv::Value;

/// Which hardware stage a graphics code object is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// A pixel shader (`il_ps`).
    Pixel,
    /// A vertex shader (`il_vs`).
    Vertex,
}

/// The graphics part of one kernel's metadata.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraphicsMetadata {
    /// `.ilc.stage`.
    pub stage: Stage,
    /// `.ilc.spi_ps_input_ena` (gfx9 SPI_PS_INPUT_ENA bit layout).
    pub spi_ps_input_ena: u32,
    /// `.ilc.spi_ps_input_addr`.
    pub spi_ps_input_addr: u32,
    /// `.ilc.spi_shader_col_format` (4 bits per MRT, MRT0 in bits 3:0).
    pub spi_shader_col_format: u32,
    /// `.ilc.vs_exports`: (export target number of `exp`, IL output register N).
    pub vs_exports: Vec<(u32, u32)>,
}

/// The texture dimensionality an image argument declares (`.ilc.resource_type`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResourceType {
    /// `"1d"`.
    D1,
    /// `"2d"`.
    D2,
    /// `"3d"`.
    D3,
    /// `"buffer"` (a typed buffer read by `load_resource`).
    Buffer,
}

/// The numeric type of a texel component (`.ilc.formats` entries).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ComponentFormat {
    /// `"float"`.
    Float,
    /// `"uint"`.
    Uint,
    /// `"sint"`.
    Sint,
}

/// The `.ilc.*` keys of one kernel argument (all absent for compute arguments).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IlcArg {
    /// `.ilc.resource`: the IL resource id of an image or sampler argument.
    pub resource: Option<u32>,
    /// `.ilc.sampler`: the IL sampler id of a sampler argument.
    pub sampler: Option<u32>,
    /// `.ilc.vertex_input`: the IL input register of a vertex-input argument.
    pub vertex_input: Option<u32>,
    /// `.ilc.resource_type` of an image argument.
    pub resource_type: Option<ResourceType>,
    /// `.ilc.unnorm` of an image argument (unnormalised coordinates).
    pub unnorm: bool,
    /// `.ilc.formats` of an image argument (x, y, z, w).
    pub formats: Option<[ComponentFormat; 4]>,
}

impl IlcArg {
    /// Whether the dispatcher fills this argument (a descriptor pointer) rather than the
    /// launch's `args`.
    pub fn is_graphics(&self) -> bool {
        self.resource.is_some() || self.sampler.is_some() || self.vertex_input.is_some()
    }
}

fn get<'a>(map: &'a Value, key: &str) -> Option<&'a Value> {
    match map {
        Value::Map(entries) => entries
            .iter()
            .find(|(k, _)| k.as_str() == Some(key))
            .map(|(_, v)| v),
        _ => None,
    }
}

fn u32_key(map: &Value, key: &str, at: &str) -> Result<Option<u32>, String> {
    match get(map, key) {
        None => Ok(None),
        Some(v) => v
            .as_u64()
            .and_then(|x| u32::try_from(x).ok())
            .map(Some)
            .ok_or_else(|| format!("{at}{key} is not a 32-bit unsigned integer")),
    }
}

fn str_key<'a>(map: &'a Value, key: &str, at: &str) -> Result<Option<&'a str>, String> {
    match get(map, key) {
        None => Ok(None),
        Some(v) => v
            .as_str()
            .map(Some)
            .ok_or_else(|| format!("{at}{key} is not a string")),
    }
}

/// The export target number of an `.export` name (`pos0`-`pos3` = 12-15, `paramK` = 32+K).
fn export_target(name: &str) -> Option<u32> {
    let num = |p: &str| name.strip_prefix(p).and_then(|n| n.parse::<u32>().ok());
    num("pos")
        .filter(|n| *n < 4)
        .map(|n| n + 12)
        .or_else(|| num("param").filter(|n| *n < 32).map(|n| n + 32))
}

/// The graphics keys of kernel map `k` (`at` prefixes error messages), `None` for compute.
pub fn parse_kernel(k: &Value, at: &str) -> Result<Option<GraphicsMetadata>, String> {
    let stage = match str_key(k, ".ilc.stage", at)? {
        None => return Ok(None),
        Some("pixel") => Stage::Pixel,
        Some("vertex") => Stage::Vertex,
        Some(other) => {
            return Err(format!(
                "{at}.ilc.stage is \"{other}\" (expected \"pixel\" or \"vertex\")"
            ))
        }
    };
    let mut vs_exports = Vec::new();
    match get(k, ".ilc.vs_exports") {
        None => {}
        Some(Value::Array(items)) => {
            for (i, item) in items.iter().enumerate() {
                let here = format!("{at}.ilc.vs_exports[{i}]");
                let name = str_key(item, ".export", &here)?
                    .ok_or_else(|| format!("{here}.export is missing"))?;
                let target = export_target(name).ok_or_else(|| {
                    format!("{here}.export \"{name}\" is not pos0-3 or param0-31")
                })?;
                let output = u32_key(item, ".il_output", &here)?
                    .ok_or_else(|| format!("{here}.il_output is missing"))?;
                vs_exports.push((target, output));
            }
        }
        Some(_) => return Err(format!("{at}.ilc.vs_exports is not an array")),
    }
    Ok(Some(GraphicsMetadata {
        stage,
        spi_ps_input_ena: u32_key(k, ".ilc.spi_ps_input_ena", at)?.unwrap_or(0),
        spi_ps_input_addr: u32_key(k, ".ilc.spi_ps_input_addr", at)?.unwrap_or(0),
        spi_shader_col_format: u32_key(k, ".ilc.spi_shader_col_format", at)?.unwrap_or(0),
        vs_exports,
    }))
}

/// The `.ilc.*` keys of argument map `a` (`at` prefixes error messages).
pub fn parse_arg(a: &Value, at: &str) -> Result<IlcArg, String> {
    let resource_type = match str_key(a, ".ilc.resource_type", at)? {
        None => None,
        Some("1d") => Some(ResourceType::D1),
        Some("2d") => Some(ResourceType::D2),
        Some("3d") => Some(ResourceType::D3),
        Some("buffer") => Some(ResourceType::Buffer),
        Some(other) => {
            return Err(format!(
                "{at}.ilc.resource_type is \"{other}\" (expected 1d, 2d, 3d or buffer)"
            ))
        }
    };
    let unnorm = match get(a, ".ilc.unnorm") {
        None => false,
        Some(Value::Boolean(b)) => *b,
        Some(v) => match v.as_u64() {
            Some(n) => n != 0,
            None => return Err(format!("{at}.ilc.unnorm is not a boolean")),
        },
    };
    let formats = match get(a, ".ilc.formats") {
        None => None,
        Some(Value::Array(items)) if items.len() == 4 => {
            let mut f = [ComponentFormat::Float; 4];
            for (slot, item) in f.iter_mut().zip(items) {
                *slot = match item.as_str() {
                    Some("float") => ComponentFormat::Float,
                    Some("uint") => ComponentFormat::Uint,
                    Some("sint") => ComponentFormat::Sint,
                    _ => {
                        return Err(format!(
                            "{at}.ilc.formats has an entry other than \"float\", \"uint\", \"sint\""
                        ))
                    }
                };
            }
            Some(f)
        }
        Some(_) => return Err(format!("{at}.ilc.formats is not an array of 4 strings")),
    };
    Ok(IlcArg {
        resource: u32_key(a, ".ilc.resource", at)?,
        sampler: u32_key(a, ".ilc.sampler", at)?,
        vertex_input: u32_key(a, ".ilc.vertex_input", at)?,
        resource_type,
        unnorm,
        formats,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(x: &str) -> Value {
        Value::String(x.into())
    }

    #[test]
    fn pixel_and_vertex_keys_parse() {
        let k = Value::Map(vec![
            (s(".ilc.stage"), s("vertex")),
            (
                s(".ilc.vs_exports"),
                Value::Array(vec![Value::Map(vec![
                    (s(".export"), s("param3")),
                    (s(".il_output"), Value::from(5u32)),
                ])]),
            ),
        ]);
        let md = parse_kernel(&k, "k").unwrap().unwrap();
        assert_eq!(md.stage, Stage::Vertex);
        assert_eq!(md.vs_exports, vec![(35, 5)]);
        let k = Value::Map(vec![
            (s(".ilc.stage"), s("pixel")),
            (s(".ilc.spi_ps_input_ena"), Value::from(0x302u32)),
        ]);
        let md = parse_kernel(&k, "k").unwrap().unwrap();
        assert_eq!(md.spi_ps_input_ena, 0x302);
        assert!(parse_kernel(&Value::Map(vec![]), "k").unwrap().is_none());
        let bad = Value::Map(vec![(s(".ilc.stage"), s("hull"))]);
        assert!(parse_kernel(&bad, "k").unwrap_err().contains("hull"));
    }

    #[test]
    fn image_argument_keys_parse() {
        let a = Value::Map(vec![
            (s(".ilc.resource"), Value::from(2u32)),
            (s(".ilc.resource_type"), s("3d")),
            (s(".ilc.unnorm"), Value::Boolean(true)),
            (
                s(".ilc.formats"),
                Value::Array(vec![s("float"), s("uint"), s("sint"), s("float")]),
            ),
        ]);
        let arg = parse_arg(&a, "a").unwrap();
        assert_eq!(arg.resource, Some(2));
        assert!(arg.is_graphics() && arg.unnorm);
        assert_eq!(arg.resource_type, Some(ResourceType::D3));
        assert_eq!(
            arg.formats,
            Some([
                ComponentFormat::Float,
                ComponentFormat::Uint,
                ComponentFormat::Sint,
                ComponentFormat::Float
            ])
        );
        assert!(!parse_arg(&Value::Map(vec![]), "a").unwrap().is_graphics());
    }
}
