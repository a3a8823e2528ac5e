//! The fetch opcode tables: TEX_DWORD0.TEX_INST (bits 4:0, 27 opcodes, L11093-11151; 0-2, 14
//! and 15 reserved) and VTX_DWORD0.VTX_INST (bits 4:0, 2 opcodes, L10601-10609), with the facts
//! the codec and a simulator need. The enums and lookups are generated from these tables.

/// Behaviour flags of a fetch opcode.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct FetchFlags(u16);

impl FetchFlags {
    /// No flags.
    pub const NONE: FetchFlags = FetchFlags(0);
    /// Reads texel data through a sampler (SAMPLE*, GET_* that filter).
    pub const SAMPLES: FetchFlags = FetchFlags(1 << 0);
    /// Takes an explicit LOD in the source W (`_L`).
    pub const LOD: FetchFlags = FetchFlags(1 << 1);
    /// Takes an LOD bias in the source W (`_LB`).
    pub const LOD_BIAS: FetchFlags = FetchFlags(1 << 2);
    /// Uses LOD zero (`_LZ`).
    pub const LOD_ZERO: FetchFlags = FetchFlags(1 << 3);
    /// Uses the gradients set by SET_GRADIENTS_H/V (`_G`).
    pub const GRADIENTS: FetchFlags = FetchFlags(1 << 4);
    /// Compares against a reference value (`_C`).
    pub const COMPARE: FetchFlags = FetchFlags(1 << 5);
    /// Does not write the destination (SET_GRADIENTS_H/V).
    pub const NO_DST: FetchFlags = FetchFlags(1 << 6);
    /// Unfiltered load with integer (uint32) coordinates (LD) — the GPGPU-style read.
    pub const INT_COORDS: FetchFlags = FetchFlags(1 << 7);
    /// VTX: the destination is a semantic-table entry (VTX_DWORD1_SEM) instead of a GPR.
    pub const SEMANTIC: FetchFlags = FetchFlags(1 << 8);

    /// Whether every flag of `other` is set.
    pub const fn contains(self, other: FetchFlags) -> bool {
        self.0 & other.0 == other.0
    }

    /// The union of two flag sets.
    pub const fn union(self, other: FetchFlags) -> FetchFlags {
        FetchFlags(self.0 | other.0)
    }
}

/// One fetch opcode's table entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FetchOpInfo<T: 'static> {
    /// The opcode.
    pub op: T,
    /// The TEX_INST / VTX_INST value.
    pub code: u32,
    /// The mnemonic without the `TEX_INST_` / `VTX_INST_` prefix.
    pub name: &'static str,
    /// Behaviour flags.
    pub flags: FetchFlags,
}

macro_rules! fetch_table {
    ($(#[$m:meta])* $enum:ident, $table:ident, $prefix:literal; $($variant:ident = $code:literal $name:literal [$($flag:ident)|*];)*) => {
        $(#[$m])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $enum { $(#[doc = concat!("`", $name, "` (", stringify!($code), ")")] $variant),* }

        #[doc = concat!("The table of [`", stringify!($enum), "`], in enum order.")]
        pub const $table: &[FetchOpInfo<$enum>] = &[$(FetchOpInfo {
            op: $enum::$variant,
            code: $code,
            name: $name,
            flags: FetchFlags::NONE $(.union(FetchFlags::$flag))*,
        }),*];

        impl $enum {
            /// The table entry of this opcode.
            pub fn info(self) -> &'static FetchOpInfo<$enum> {
                &$table[self as usize]
            }

            /// The mnemonic.
            pub fn name(self) -> &'static str {
                self.info().name
            }

            /// The manual's full symbol (e.g. `TEX_INST_SAMPLE`).
            pub fn symbol(self) -> String {
                format!("{}{}", $prefix, self.name())
            }

            /// The opcode with field value `code`, if defined.
            pub fn from_code(code: u32) -> Option<$enum> {
                $table.iter().find(|i| i.code == code).map(|i| i.op)
            }

            /// The opcode spelled `name` (mnemonic or full symbol, case-insensitive).
            pub fn from_name(name: &str) -> Option<$enum> {
                let upper = name.to_ascii_uppercase();
                let short = upper.strip_prefix($prefix).unwrap_or(&upper);
                $table.iter().find(|i| i.name == short).map(|i| i.op)
            }
        }
    };
}

fetch_table! {
    /// A texture-fetch opcode (TEX_INST).
    TexOp, TEX_OPS, "TEX_INST_";
    Ld = 3 "LD" [INT_COORDS];
    GetTextureResinfo = 4 "GET_TEXTURE_RESINFO" [];
    GetBorderColorFrac = 5 "GET_BORDER_COLOR_FRAC" [SAMPLES];
    GetCompTexLod = 6 "GET_COMP_TEX_LOD" [SAMPLES];
    GetGradientsH = 7 "GET_GRADIENTS_H" [];
    GetGradientsV = 8 "GET_GRADIENTS_V" [];
    GetLerpFactors = 9 "GET_LERP_FACTORS" [SAMPLES];
    GetWeights = 10 "GET_WEIGHTS" [SAMPLES];
    SetGradientsH = 11 "SET_GRADIENTS_H" [NO_DST];
    SetGradientsV = 12 "SET_GRADIENTS_V" [NO_DST];
    Pass = 13 "PASS" [];
    Sample = 16 "SAMPLE" [SAMPLES];
    SampleL = 17 "SAMPLE_L" [SAMPLES | LOD];
    SampleLb = 18 "SAMPLE_LB" [SAMPLES | LOD_BIAS];
    SampleLz = 19 "SAMPLE_LZ" [SAMPLES | LOD_ZERO];
    SampleG = 20 "SAMPLE_G" [SAMPLES | GRADIENTS];
    SampleGL = 21 "SAMPLE_G_L" [SAMPLES | GRADIENTS | LOD];
    SampleGLb = 22 "SAMPLE_G_LB" [SAMPLES | GRADIENTS | LOD_BIAS];
    SampleGLz = 23 "SAMPLE_G_LZ" [SAMPLES | GRADIENTS | LOD_ZERO];
    SampleC = 24 "SAMPLE_C" [SAMPLES | COMPARE];
    SampleCL = 25 "SAMPLE_C_L" [SAMPLES | COMPARE | LOD];
    SampleCLb = 26 "SAMPLE_C_LB" [SAMPLES | COMPARE | LOD_BIAS];
    SampleCLz = 27 "SAMPLE_C_LZ" [SAMPLES | COMPARE | LOD_ZERO];
    SampleCG = 28 "SAMPLE_C_G" [SAMPLES | COMPARE | GRADIENTS];
    SampleCGL = 29 "SAMPLE_C_G_L" [SAMPLES | COMPARE | GRADIENTS | LOD];
    SampleCGLb = 30 "SAMPLE_C_G_LB" [SAMPLES | COMPARE | GRADIENTS | LOD_BIAS];
    SampleCGLz = 31 "SAMPLE_C_G_LZ" [SAMPLES | COMPARE | GRADIENTS | LOD_ZERO];
}

fetch_table! {
    /// A vertex-fetch opcode (VTX_INST).
    VtxOp, VTX_OPS, "VTX_INST_";
    Fetch = 0 "FETCH" [];
    Semantic = 1 "SEMANTIC" [SEMANTIC];
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_in_enum_order() {
        for (i, info) in TEX_OPS.iter().enumerate() {
            assert_eq!(info.op as usize, i);
            assert_eq!(TexOp::from_code(info.code), Some(info.op));
            assert_eq!(TexOp::from_name(&info.op.symbol()), Some(info.op));
        }
        for (i, info) in VTX_OPS.iter().enumerate() {
            assert_eq!(info.op as usize, i);
        }
        for reserved in [0, 1, 2, 14, 15] {
            assert_eq!(TexOp::from_code(reserved), None);
        }
    }
}
