//! Fetch-clause instructions, 128 bits each (three dwords plus a zero dword): TEX_DWORD0/1/2
//! (L11063-11400) and VTX_DWORD0 / VTX_DWORD1_{GPR,SEM} / VTX_DWORD2 (L10565-11053). The VTX
//! DWORD1 variant is fixed by the opcode (FETCH → GPR, SEMANTIC → SEM, L10604-10609).

use crate::bits::{flag, get, put, put_flag, sign_extend};
use crate::common::{Chan, CompSel};
use crate::error::{check_width, DecodeError, EncodeError};
use crate::fetch_ops::{TexOp, VtxOp};

/// Dwords per fetch instruction (96 bits padded to 128, L4540-4557, L11061).
pub const FETCH_DWORDS: usize = 4;

/// A texture-fetch instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TexInst {
    /// TEX_INST.
    pub op: TexOp,
    /// BC_FRAC_MODE (bit 5).
    pub bc_frac_mode: bool,
    /// FETCH_WHOLE_QUAD (bit 7).
    pub fetch_whole_quad: bool,
    /// RESOURCE_ID (0-255).
    pub resource_id: u8,
    /// SRC_GPR (0-127).
    pub src_gpr: u8,
    /// SRC_REL: add aL.
    pub src_rel: bool,
    /// DST_GPR (0-127).
    pub dst_gpr: u8,
    /// DST_REL: add aL.
    pub dst_rel: bool,
    /// DST_SEL_X..W.
    pub dst_sel: [CompSel; 4],
    /// LOD_BIAS: S3.4 two's complement, -64..63 (i.e. [-4, 4)).
    pub lod_bias: i8,
    /// COORD_TYPE_X..W: true = normalized.
    pub coord_normalized: [bool; 4],
    /// OFFSET_X, _Y, _Z: S3.1, -16..15 (i.e. [-8, 8)).
    pub offset: [i8; 3],
    /// SAMPLER_ID (0-31; 0-17 are meaningful).
    pub sampler_id: u8,
    /// SRC_SEL_X..W.
    pub src_sel: [CompSel; 4],
}

impl TexInst {
    /// `op Rdst.xyzw, Rsrc.xyzw` with resource and sampler 0 and normalized coordinates.
    pub fn new(op: TexOp, dst_gpr: u8, src_gpr: u8) -> Self {
        Self {
            op,
            bc_frac_mode: false,
            fetch_whole_quad: false,
            resource_id: 0,
            src_gpr,
            src_rel: false,
            dst_gpr,
            dst_rel: false,
            dst_sel: crate::common::SWIZZLE_XYZW,
            lod_bias: 0,
            coord_normalized: [true; 4],
            offset: [0; 3],
            sampler_id: 0,
            src_sel: crate::common::SWIZZLE_XYZW,
        }
    }

    /// Encodes into four dwords (the last is zero).
    pub fn encode(&self) -> Result<[u32; 4], EncodeError> {
        let w0 = put(self.op.info().code, 0, 5)
            | put_flag(self.bc_frac_mode, 5)
            | put_flag(self.fetch_whole_quad, 7)
            | put(self.resource_id.into(), 8, 8)
            | put(check_width("SRC_GPR", self.src_gpr.into(), 7)?, 16, 7)
            | put_flag(self.src_rel, 23);
        let [dx, dy, dz, dw] = self.dst_sel;
        let [cx, cy, cz, cw] = self.coord_normalized;
        let w1 = put(check_width("DST_GPR", self.dst_gpr.into(), 7)?, 0, 7)
            | put_flag(self.dst_rel, 7)
            | sels(dx, dy, dz, dw, 9)
            | put(signed("LOD_BIAS", self.lod_bias, 7)?, 21, 7)
            | put_flag(cx, 28)
            | put_flag(cy, 29)
            | put_flag(cz, 30)
            | put_flag(cw, 31);
        let [ox, oy, oz] = self.offset;
        let [sx, sy, sz, sw] = self.src_sel;
        let w2 = put(signed("OFFSET_X", ox, 5)?, 0, 5)
            | put(signed("OFFSET_Y", oy, 5)?, 5, 5)
            | put(signed("OFFSET_Z", oz, 5)?, 10, 5)
            | put(check_width("SAMPLER_ID", self.sampler_id.into(), 5)?, 15, 5)
            | sels(sx, sy, sz, sw, 20);
        Ok([w0, w1, w2, 0])
    }

    /// Decodes four dwords; `offset` is the byte offset of the first.
    pub fn decode(words: [u32; 4], offset: usize) -> Result<TexInst, DecodeError> {
        let [w0, w1, w2, w3] = words;
        let err = |m: &str| DecodeError::new(offset, m);
        let code = get(w0, 0, 5);
        let op = TexOp::from_code(code)
            .ok_or_else(|| DecodeError::new(offset, format!("TEX_INST {code} is reserved")))?;
        if flag(w0, 6) || get(w0, 24, 8) != 0 {
            return Err(err("TEX_DWORD0 reserved bits (6, 31:24) are not zero"));
        }
        if flag(w1, 8) {
            return Err(err("TEX_DWORD1 reserved bit 8 is not zero"));
        }
        if w3 != 0 {
            return Err(DecodeError::new(
                offset + 12,
                "the fourth dword of a TEX instruction must be zero",
            ));
        }
        Ok(TexInst {
            op,
            bc_frac_mode: flag(w0, 5),
            fetch_whole_quad: flag(w0, 7),
            resource_id: get(w0, 8, 8) as u8,
            src_gpr: get(w0, 16, 7) as u8,
            src_rel: flag(w0, 23),
            dst_gpr: get(w1, 0, 7) as u8,
            dst_rel: flag(w1, 7),
            dst_sel: decode_sels(w1, 9).ok_or_else(|| err("TEX DST_SEL value 6 is reserved"))?,
            lod_bias: sign_extend(get(w1, 21, 7), 7) as i8,
            coord_normalized: [flag(w1, 28), flag(w1, 29), flag(w1, 30), flag(w1, 31)],
            offset: [
                sign_extend(get(w2, 0, 5), 5) as i8,
                sign_extend(get(w2, 5, 5), 5) as i8,
                sign_extend(get(w2, 10, 5), 5) as i8,
            ],
            sampler_id: get(w2, 15, 5) as u8,
            src_sel: decode_sels(w2, 20).ok_or_else(|| err("TEX SRC_SEL value 6 is undefined"))?,
        })
    }
}

/// FETCH_TYPE (VTX_DWORD0 bits 6:5, L10611-10617).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum FetchType {
    /// 0 VTX_FETCH_VERTEX_DATA.
    #[default]
    VertexData = 0,
    /// 1 VTX_FETCH_INSTANCE_DATA.
    InstanceData = 1,
    /// 2 VTX_FETCH_NO_INDEX_OFFSET.
    NoIndexOffset = 2,
}

impl FetchType {
    /// All fetch types in field order.
    pub const ALL: [FetchType; 3] = [
        FetchType::VertexData,
        FetchType::InstanceData,
        FetchType::NoIndexOffset,
    ];

    /// The assembly name.
    pub const fn name(self) -> &'static str {
        match self {
            FetchType::VertexData => "VERTEX_DATA",
            FetchType::InstanceData => "INSTANCE_DATA",
            FetchType::NoIndexOffset => "NO_INDEX_OFFSET",
        }
    }
}

/// NUM_FORMAT_ALL (VTX_DWORD1 bits 29:28, L10790-10803).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum NumFormat {
    /// 0 NUM_FORMAT_NORM.
    #[default]
    Norm = 0,
    /// 1 NUM_FORMAT_INT.
    Int = 1,
    /// 2 NUM_FORMAT_SCALED.
    Scaled = 2,
}

impl NumFormat {
    /// All formats in field order.
    pub const ALL: [NumFormat; 3] = [NumFormat::Norm, NumFormat::Int, NumFormat::Scaled];

    /// The assembly name.
    pub const fn name(self) -> &'static str {
        match self {
            NumFormat::Norm => "NORM",
            NumFormat::Int => "INT",
            NumFormat::Scaled => "SCALED",
        }
    }
}

/// The destination of a vertex fetch: a GPR (FETCH) or a semantic-table entry (SEMANTIC).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum VtxDst {
    /// VTX_DWORD1_GPR: DST_GPR 6:0, DST_REL 7.
    Gpr {
        /// DST_GPR (0-127).
        gpr: u8,
        /// DST_REL: add aL.
        rel: bool,
    },
    /// VTX_DWORD1_SEM: SEMANTIC_ID 7:0.
    Semantic(u8),
}

/// A vertex-fetch instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct VtxInst {
    /// VTX_INST.
    pub op: VtxOp,
    /// FETCH_TYPE.
    pub fetch_type: FetchType,
    /// FETCH_WHOLE_QUAD.
    pub fetch_whole_quad: bool,
    /// BUFFER_ID (0-255).
    pub buffer_id: u8,
    /// SRC_GPR (0-127).
    pub src_gpr: u8,
    /// SRC_REL: add aL.
    pub src_rel: bool,
    /// SRC_SEL_X: the element holding the index.
    pub src_sel_x: Chan,
    /// MEGA_FETCH_COUNT (6-bit field, stored as encoded).
    pub mega_fetch_count: u8,
    /// Destination (its kind must match the opcode).
    pub dst: VtxDst,
    /// DST_SEL_X..W.
    pub dst_sel: [CompSel; 4],
    /// USE_CONST_FIELDS: take the format from the fetch constant.
    pub use_const_fields: bool,
    /// DATA_FORMAT (6 bits; the enumeration is not in the manual).
    pub data_format: u8,
    /// NUM_FORMAT_ALL.
    pub num_format: NumFormat,
    /// FORMAT_COMP_ALL: true = signed.
    pub format_signed: bool,
    /// SRF_MODE_ALL: true = SRF_MODE_NO_ZERO.
    pub srf_mode_no_zero: bool,
    /// OFFSET in bytes (16 bits).
    pub offset: u16,
    /// ENDIAN_SWAP: 0 none, 1 8IN16, 2 8IN32.
    pub endian_swap: u8,
    /// CONST_BUF_NO_STRIDE.
    pub const_buf_no_stride: bool,
    /// MEGA_FETCH.
    pub mega_fetch: bool,
}

/// Names of ENDIAN_SWAP values (L11016-11022; 3 is undefined).
pub const ENDIAN_NAMES: [&str; 3] = ["NONE", "8IN16", "8IN32"];

impl VtxInst {
    /// `FETCH Rdst.xyzw, Rsrc.x` from buffer `buffer_id` with zero format fields.
    pub fn new(dst_gpr: u8, src_gpr: u8, buffer_id: u8) -> Self {
        Self {
            op: VtxOp::Fetch,
            fetch_type: FetchType::VertexData,
            fetch_whole_quad: false,
            buffer_id,
            src_gpr,
            src_rel: false,
            src_sel_x: Chan::X,
            mega_fetch_count: 0,
            dst: VtxDst::Gpr {
                gpr: dst_gpr,
                rel: false,
            },
            dst_sel: crate::common::SWIZZLE_XYZW,
            use_const_fields: false,
            data_format: 0,
            num_format: NumFormat::Norm,
            format_signed: false,
            srf_mode_no_zero: false,
            offset: 0,
            endian_swap: 0,
            const_buf_no_stride: false,
            mega_fetch: false,
        }
    }

    /// Encodes into four dwords (the last is zero).
    pub fn encode(&self) -> Result<[u32; 4], EncodeError> {
        let w0 = put(self.op.info().code, 0, 5)
            | put(self.fetch_type as u32, 5, 2)
            | put_flag(self.fetch_whole_quad, 7)
            | put(self.buffer_id.into(), 8, 8)
            | put(check_width("SRC_GPR", self.src_gpr.into(), 7)?, 16, 7)
            | put_flag(self.src_rel, 23)
            | put(self.src_sel_x as u32, 24, 2)
            | put(
                check_width("MEGA_FETCH_COUNT", self.mega_fetch_count.into(), 6)?,
                26,
                6,
            );
        let low = match (self.dst, self.op) {
            (VtxDst::Gpr { gpr, rel }, VtxOp::Fetch) => {
                put(check_width("DST_GPR", gpr.into(), 7)?, 0, 7) | put_flag(rel, 7)
            }
            (VtxDst::Semantic(id), VtxOp::Semantic) => put(id.into(), 0, 8),
            (_, op) => {
                return Err(EncodeError::new(format!(
                    "{} needs a {} destination",
                    op.name(),
                    if op == VtxOp::Fetch {
                        "GPR"
                    } else {
                        "semantic"
                    }
                )))
            }
        };
        if self.endian_swap > 2 {
            return Err(EncodeError::new(format!(
                "ENDIAN_SWAP {} is undefined",
                self.endian_swap
            )));
        }
        let [dx, dy, dz, dw] = self.dst_sel;
        let w1 = low
            | sels(dx, dy, dz, dw, 9)
            | put_flag(self.use_const_fields, 21)
            | put(
                check_width("DATA_FORMAT", self.data_format.into(), 6)?,
                22,
                6,
            )
            | put(self.num_format as u32, 28, 2)
            | put_flag(self.format_signed, 30)
            | put_flag(self.srf_mode_no_zero, 31);
        let w2 = put(self.offset.into(), 0, 16)
            | put(self.endian_swap.into(), 16, 2)
            | put_flag(self.const_buf_no_stride, 18)
            | put_flag(self.mega_fetch, 19);
        Ok([w0, w1, w2, 0])
    }

    /// Decodes four dwords; `offset` is the byte offset of the first.
    pub fn decode(words: [u32; 4], offset: usize) -> Result<VtxInst, DecodeError> {
        let [w0, w1, w2, w3] = words;
        let err = |m: &str| DecodeError::new(offset, m);
        let code = get(w0, 0, 5);
        let op = VtxOp::from_code(code)
            .ok_or_else(|| DecodeError::new(offset, format!("VTX_INST {code} is undefined")))?;
        let fetch_type = *FetchType::ALL
            .get(get(w0, 5, 2) as usize)
            .ok_or_else(|| err("FETCH_TYPE 3 is undefined"))?;
        if flag(w1, 8) {
            return Err(err("VTX_DWORD1 reserved bit 8 is not zero"));
        }
        let dst = match op {
            VtxOp::Fetch => VtxDst::Gpr {
                gpr: get(w1, 0, 7) as u8,
                rel: flag(w1, 7),
            },
            VtxOp::Semantic => VtxDst::Semantic(get(w1, 0, 8) as u8),
        };
        let num_format = *NumFormat::ALL
            .get(get(w1, 28, 2) as usize)
            .ok_or_else(|| err("NUM_FORMAT_ALL 3 is undefined"))?;
        let endian_swap = get(w2, 16, 2) as u8;
        if endian_swap > 2 {
            return Err(err("ENDIAN_SWAP 3 is undefined"));
        }
        if get(w2, 20, 12) != 0 {
            return Err(err("VTX_DWORD2 reserved bits 31:20 are not zero"));
        }
        if w3 != 0 {
            return Err(DecodeError::new(
                offset + 12,
                "the fourth dword of a VTX instruction must be zero",
            ));
        }
        Ok(VtxInst {
            op,
            fetch_type,
            fetch_whole_quad: flag(w0, 7),
            buffer_id: get(w0, 8, 8) as u8,
            src_gpr: get(w0, 16, 7) as u8,
            src_rel: flag(w0, 23),
            src_sel_x: Chan::from_bits(get(w0, 24, 2)),
            mega_fetch_count: get(w0, 26, 6) as u8,
            dst,
            dst_sel: decode_sels(w1, 9).ok_or_else(|| err("VTX DST_SEL value 6 is reserved"))?,
            use_const_fields: flag(w1, 21),
            data_format: get(w1, 22, 6) as u8,
            num_format,
            format_signed: flag(w1, 30),
            srf_mode_no_zero: flag(w1, 31),
            offset: get(w2, 0, 16) as u16,
            endian_swap,
            const_buf_no_stride: flag(w2, 18),
            mega_fetch: flag(w2, 19),
        })
    }
}

fn sels(x: CompSel, y: CompSel, z: CompSel, w: CompSel, lo: u32) -> u32 {
    put(x as u32, lo, 3)
        | put(y as u32, lo + 3, 3)
        | put(z as u32, lo + 6, 3)
        | put(w as u32, lo + 9, 3)
}

fn decode_sels(word: u32, lo: u32) -> Option<[CompSel; 4]> {
    Some([
        CompSel::from_bits(get(word, lo, 3))?,
        CompSel::from_bits(get(word, lo + 3, 3))?,
        CompSel::from_bits(get(word, lo + 6, 3))?,
        CompSel::from_bits(get(word, lo + 9, 3))?,
    ])
}

/// Checks a two's-complement field and returns its raw bits.
fn signed(field: &str, value: i8, width: u32) -> Result<u32, EncodeError> {
    let half = 1i32 << (width - 1);
    let v = i32::from(value);
    if v < -half || v >= half {
        return Err(EncodeError::new(format!(
            "{field} = {value} does not fit in {width} signed bits"
        )));
    }
    Ok((v as u32) & crate::bits::mask(width))
}
