//! Small IL enumerations (manual chapter 6, numbered by their order in appendix B): each
//! with its App B number and its text spelling. One macro defines them all, so the
//! number, the spelling and the variant can never disagree.

macro_rules! text_enum {
    ($(#[$meta:meta])* $name:ident { $( $(#[$vmeta:meta])* $var:ident = $num:literal, $text:literal; )* }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $name {
            $( $(#[$vmeta])* $var, )*
        }

        impl $name {
            /// Every value, in appendix B order.
            pub const ALL: &'static [$name] = &[ $( $name::$var, )* ];

            /// The appendix B number of this value.
            pub fn number(self) -> u32 {
                match self { $( $name::$var => $num, )* }
            }

            /// The value with appendix B number `n`.
            pub fn from_number(n: u32) -> Option<$name> {
                match n { $( $num => Some($name::$var), )* _ => None }
            }

            /// The text spelling (lower case, as inside `_name(...)`).
            pub fn text(self) -> &'static str {
                match self { $( $name::$var => $text, )* }
            }

            /// Parses a text spelling (ASCII case-insensitive).
            pub fn from_text(s: &str) -> Option<$name> {
                $( if s.eq_ignore_ascii_case($text) { return Some($name::$var); } )*
                None
            }
        }
    };
}

text_enum! {
    /// ILShader (App B L13495-13502): the program kind in the IL_Version token; text
    /// `il_<xx>_...`.
    ShaderType {
        /// Vertex shader, `il_vs`.
        Vertex = 0, "vs";
        /// Pixel shader, `il_ps`.
        Pixel = 1, "ps";
        /// Geometry shader, `il_gs`.
        Geometry = 2, "gs";
        /// Compute shader, `il_cs`.
        Compute = 3, "cs";
        /// Hull shader, `il_hs`.
        Hull = 4, "hs";
        /// Domain shader, `il_ds`.
        Domain = 5, "ds";
    }
}

text_enum! {
    /// ILRelOp, `_relop(..)`. The App B order (L14167-14177) is printed as NE, EQ, GE, GT,
    /// LE, LT with displaced comments; this follows the printed order (see
    /// docs/il-coverage.md).
    RelOp {
        /// `!=`
        Ne = 0, "ne";
        /// `==`
        Eq = 1, "eq";
        /// `>=`
        Ge = 2, "ge";
        /// `>`
        Gt = 3, "gt";
        /// `<=`
        Le = 4, "le";
        /// `<`
        Lt = 5, "lt";
    }
}

text_enum! {
    /// ILZeroOp, `_zeroop(..)`: result of division-like ops by 0 (L3002-3012, L14136).
    ZeroOp {
        /// `fltmax` (the default).
        FltMax = 0, "fltmax";
        /// `zero`
        Zero = 1, "zero";
        /// `infinity`
        Infinity = 2, "infinity";
        /// `inf_else_max`
        InfElseMax = 3, "inf_else_max";
    }
}

text_enum! {
    /// ILCmpValue, `_cmpval(..)` of CMP (L2357-2368, L14219).
    CmpVal {
        /// 0.0
        Zero = 0, "0.0";
        /// 0.5
        Half = 1, "0.5";
        /// 1.0
        One = 2, "1.0";
        /// -0.5
        NegHalf = 3, "-0.5";
        /// -1.0
        NegOne = 4, "-1.0";
    }
}

text_enum! {
    /// ILShiftScale: destination shift/scale, instruction suffix `_x2` .. `_d8` (L14158).
    ShiftScale {
        /// No scaling.
        None = 0, "";
        /// ×2
        X2 = 1, "x2";
        /// ×4
        X4 = 2, "x4";
        /// ×8
        X8 = 3, "x8";
        /// ÷2
        D2 = 4, "d2";
        /// ÷4
        D4 = 5, "d4";
        /// ÷8
        D8 = 6, "d8";
    }
}

text_enum! {
    /// ILDivComp, source modifier `_divcomp(..)`. App B omits W (L14127-14133); Ch6 has
    /// it (L2405). Numbering: NONE, Y, Z, W, UNKNOWN.
    DivComp {
        /// No division.
        None = 0, "none";
        /// Divide x by y.
        Y = 1, "y";
        /// Divide x, y by z.
        Z = 2, "z";
        /// Divide x, y, z by w.
        W = 3, "w";
        /// Divide by a value known only at run time.
        Unknown = 4, "unknown";
    }
}

text_enum! {
    /// IL_FIRSTBIT_TYPE, `ffb(..)` (L7223-7227, L14395).
    FirstBit {
        /// First set bit from the LSB.
        Lo = 0, "lo";
        /// First set bit from the MSB.
        Hi = 1, "hi";
        /// First bit differing from the sign bit.
        Shi = 2, "shi";
    }
}

text_enum! {
    /// IL_LOAD_STORE_DATA_SIZE, `_size(..)` of arena UAV ops (L14377).
    DataSize {
        /// 32 bits.
        Dword = 0, "dword";
        /// 16 bits.
        Short = 1, "short";
        /// 8 bits.
        Byte = 2, "byte";
    }
}

text_enum! {
    /// ILPixTexUsage, `_type(..)` of resource/UAV declarations (L14229-14249).
    PixTexUsage {
        /// Unknown.
        Unknown = 0, "unknown";
        /// 1-D texture.
        Tex1D = 1, "1d";
        /// 2-D texture.
        Tex2D = 2, "2d";
        /// 3-D texture.
        Tex3D = 3, "3d";
        /// Cube map.
        CubeMap = 4, "cubemap";
        /// 2-D multisample.
        Tex2DMsaa = 5, "2dmsaa";
        /// Four-component.
        FourComp = 6, "4comp";
        /// Buffer.
        Buffer = 7, "buffer";
        /// 1-D array.
        Tex1DArray = 8, "1darray";
        /// 2-D array.
        Tex2DArray = 9, "2darray";
        /// 2-D multisample array.
        Tex2DArrayMsaa = 10, "2darraymsaa";
        /// 2-D plus W.
        Tex2DPlusW = 11, "2d_plus_w";
        /// Cube map plus W.
        CubeMapPlusW = 12, "cubemap_plus_w";
        /// Cube map array.
        CubeMapArray = 13, "cubemap_array";
    }
}

text_enum! {
    /// ILElementFormat, `_fmtx(..)`.. `_fmtw(..)` (L14255-14264).
    ElementFormat {
        /// Unknown.
        Unknown = 0, "unknown";
        /// Signed normalized.
        Snorm = 1, "snorm";
        /// Unsigned normalized.
        Unorm = 2, "unorm";
        /// Signed integer.
        Sint = 3, "sint";
        /// Unsigned integer.
        Uint = 4, "uint";
        /// Float.
        Float = 5, "float";
        /// sRGB.
        Srgb = 6, "srgb";
        /// Mixed.
        Mixed = 7, "mixed";
    }
}

text_enum! {
    /// ILComponentSelect: one source swizzle position (L14151-14154).
    CompSel {
        /// Component x (red).
        X = 0, "x";
        /// Component y (green).
        Y = 1, "y";
        /// Component z (blue).
        Z = 2, "z";
        /// Component w (alpha).
        W = 3, "w";
        /// Constant 0.0.
        Zero = 4, "0";
        /// Constant 1.0.
        One = 5, "1";
    }
}

text_enum! {
    /// ILModDstComponent: what one destination component receives (L14143-14147).
    DstComp {
        /// Not written (`_`).
        NoWrite = 0, "_";
        /// Written with the result.
        Write = 1, "w";
        /// Written with 0.0 (`0`).
        Zero = 2, "0";
        /// Written with 1.0 (`1`).
        One = 3, "1";
    }
}

text_enum! {
    /// Fence options (FENCE control bits 16-22, L5317-5335), `fence_threads_lds` etc.
    FenceFlag {
        /// `_threads`: work-group barrier (bit 16).
        Threads = 0, "threads";
        /// `_lds` (bit 17).
        Lds = 1, "lds";
        /// `_memory` (bit 18).
        Memory = 2, "memory";
        /// `_sr` (bit 19).
        Sr = 3, "sr";
        /// `_mem_write_only` (bit 20).
        MemWriteOnly = 4, "mem_write_only";
        /// `_mem_read_only` (bit 21).
        MemReadOnly = 5, "mem_read_only";
        /// `_gds` (bit 22).
        Gds = 6, "gds";
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_text_round_trip() {
        for &r in RelOp::ALL {
            assert_eq!(RelOp::from_number(r.number()), Some(r));
            assert_eq!(RelOp::from_text(r.text()), Some(r));
        }
        assert_eq!(ShaderType::from_text("CS"), Some(ShaderType::Compute));
        assert_eq!(ShaderType::Compute.number(), 3);
        assert_eq!(
            ZeroOp::from_text("inf_else_max").map(ZeroOp::number),
            Some(3)
        );
        assert_eq!(CompSel::One.number(), 5);
        assert_eq!(ShiftScale::D8.number(), 6);
    }
}
