//! Graphics stages in the SIMT machine: the launch's textures, render targets, interpolants
//! and vertex inputs; texture instructions, KILL, derivatives over 2x2 quads, and the
//! write-back of the outputs `oN` of every invocation that was not discarded.
//!
//! - The domain (`shared/design.md`): pixel `(x, y)` is the work-item with absolute id
//!   `(x, y)`; render-target texel `(z*H + y)*W + x` (row major, `W, H` = `global[0..2]`);
//!   a vertex shader runs one work-item per vertex and writes texel `i` for vertex `i`.
//! - Outputs: each component of `oN` that the invocation wrote (any destination write that
//!   is not `_`, including `0`/`1` selects) replaces that word of the render target at the
//!   end of the invocation; components beyond the target's `components` are dropped; an
//!   invocation that executed `discard_*`/`kill` writes nothing (L5443-5476, L5514).
//! - Derivatives (DSX L7878-7896, DSY L7898-7918, FWIDTH L8096-8110): the 2x2 quad of pixel
//!   `(x, y)` is `(x & !1, y & !1) ..`; coarse: `dsx = v(1,0) - v(0,0)` and
//!   `dsy = v(0,1) - v(0,0)` of the quad's top-left pixel, the same for all four pixels
//!   ("calculated only once per 2x2 quad"); `_fine`: each pixel uses its own row/column.
//!   The quad must lie in one work-group (even `group[0]`, `group[1]`) and all four pixels
//!   must be active: a derivative in divergent flow control or after a quad member was
//!   discarded is undefined in the manual and stops the run with a program error.

use super::*;
use crate::interp::texture;
use crate::launch::Sampler;

/// Launch checks for a graphics program: every declared resource, written output and vertex
/// input exists in the launch with a usable shape.
pub(super) fn check_launch(k: &Kernel, launch: &LaunchSpec) -> R<()> {
    let fail = |msg: String| {
        Err(InterpError::new(
            crate::interp::InterpErrorKind::Launch,
            msg,
            None,
        ))
    };
    for (id, decl) in &k.resources {
        let Some(t) = launch.resources.get(id) else {
            return fail(format!(
                "the program declares dcl_resource_id({id}) but the launch has no \"resources\" entry \"{id}\""
            ));
        };
        let axes = texture::axes(decl.dim);
        if (axes < 2 && t.height != 1) || (axes < 3 && t.depth != 1) {
            return fail(format!(
                "resource {id} is declared {:?} but the launch gives {}x{}x{} texels",
                decl.dim, t.width, t.height, t.depth
            ));
        }
    }
    for (n, _) in &k.outputs {
        if !launch.outputs.contains_key(n) {
            return fail(format!(
                "the program writes o{n} but the launch has no \"outputs\" entry \"{n}\""
            ));
        }
    }
    let domain: u64 = launch.global.iter().map(|&g| u64::from(g)).product();
    for (_, kind) in &k.inputs {
        if let InputKind::Vertex(n) = kind {
            let Some(v) = launch.vertex_inputs.get(n) else {
                return fail(format!(
                    "the vertex shader reads v{n} but the launch has no \"vertex_inputs\" entry \"{n}\""
                ));
            };
            let have = v.words.len() as u64 / u64::from(v.components.max(1));
            if have < domain {
                return fail(format!(
                    "vertex input {n} has {have} elements but the launch runs {domain} vertices"
                ));
            }
        }
    }
    Ok(())
}

impl Machine<'_> {
    /// Per-lane setup at group start: domain positions, input slots, written-output flags.
    pub(super) fn start_graphics(&mut self) {
        let n = self.n;
        let g = self.launch.global;
        self.discarded = LaneMask::EMPTY;
        self.written.iter_mut().for_each(|w| *w = 0);
        for l in 0..n {
            let abs = at(&self.regs[slot::ABS_TID as usize * n..], l);
            let pixel = (u64::from(abs[2]) * u64::from(g[1]) + u64::from(abs[1])) * u64::from(g[0])
                + u64::from(abs[0]);
            if let Some(p) = self.pixel.get_mut(l) {
                *p = pixel as usize;
            }
            let (wx, wy) = (abs[0] as f32 + 0.5, abs[1] as f32 + 0.5);
            for &(s, kind) in &self.k.inputs {
                let v = match kind {
                    InputKind::Interpolant(i) => match self.launch.interpolants.get(&i) {
                        Some(plane) => plane.at(wx, wy).map(f32::to_bits),
                        None => [wx.to_bits(), wy.to_bits(), 0, float::ONE],
                    },
                    InputKind::VertexId => [pixel as u32; 4],
                    InputKind::InstanceId => [0; 4],
                    InputKind::Vertex(i) => match self.launch.vertex_inputs.get(&i) {
                        Some(t) => {
                            let c = t.components as usize;
                            let mut v = [0, 0, 0, float::ONE];
                            if !t.float {
                                v[3] = 1;
                            }
                            for (j, o) in v.iter_mut().enumerate().take(c) {
                                *o = t.words.get(pixel as usize * c + j).copied().unwrap_or(0);
                            }
                            v
                        }
                        None => [0; 4],
                    },
                };
                if let Some(r) = self.regs.get_mut(s as usize * n + l) {
                    *r = v;
                }
            }
        }
    }

    /// Writes the outputs of every lane of the group that was not discarded.
    pub(super) fn commit_outputs(&mut self) {
        let n = self.n;
        for (index, &(num, slot)) in self.k.outputs.iter().enumerate() {
            let Some(target) = self.targets.get_mut(&num) else {
                continue;
            };
            let c = target.1 as usize;
            for l in 0..n {
                if self.discarded.contains(l) {
                    continue;
                }
                let mask = self.written.get(index * n + l).copied().unwrap_or(0);
                if mask == 0 {
                    continue;
                }
                let v = at(&self.regs[slot as usize * n..], l);
                let first = self.pixel.get(l).copied().unwrap_or(0) * c;
                for (comp, &word) in v.iter().enumerate().take(c) {
                    if mask & (1 << comp) != 0 {
                        if let Some(w) = target.0.get_mut(first + comp) {
                            *w = word;
                        }
                    }
                }
            }
        }
    }

    /// Marks the components of output `index` that a destination write touches.
    pub(super) fn mark_written(
        &mut self,
        index: u32,
        mods: &super::super::modifiers::DstMods,
        lane: usize,
    ) {
        let mut bits = 0u8;
        for (c, m) in mods.mask.iter().enumerate() {
            if *m != DstComp::NoWrite {
                bits |= 1 << c;
            }
        }
        if let Some(w) = self.written.get_mut(index as usize * self.n + lane) {
            *w |= bits;
        }
    }

    /// DISCARD_* and KILL: the lanes stop and their outputs are dropped.
    pub(super) fn discard(&mut self, lanes: &LaneMask) {
        self.discarded.or(lanes);
        self.finish(lanes);
    }

    /// KILL (L5443-5476): lanes where any component of `src` is below 0.0.
    pub(super) fn kill_lanes(&mut self, src: &Src) -> R<LaneMask> {
        let mut m = LaneMask::EMPTY;
        for i in 0..self.active.len() {
            let l = self.active[i] as usize;
            let v = self.fetch(src, l, ValueType::Float)?;
            if v.iter().any(|&w| float::input(w) < 0.0) {
                m.set(l);
            }
        }
        Ok(m)
    }

    /// A texture instruction for every active lane.
    pub(super) fn texture(&mut self, t: &TexInst) -> R<()> {
        let Some(decl) = self.k.resources.get(&t.resource).copied() else {
            return self.err(format!("resource {} is not declared", t.resource));
        };
        let launch = self.launch;
        let Some(tex) = launch.resources.get(&t.resource) else {
            return self.err(format!("the launch has no resource {}", t.resource));
        };
        let sampler = launch
            .samplers
            .get(&t.sampler)
            .copied()
            .unwrap_or(Sampler::default());
        let unnorm = t.unnorm.unwrap_or(decl.unnorm);
        for (i, s) in t.srcs.iter().enumerate().take(4) {
            let ty = match (t.op, i) {
                (TexOp::Load | TexOp::ResInfo { .. } | TexOp::BufInfo, _) => ValueType::Int,
                _ => ValueType::Float,
            };
            self.fill(s, i, ty)?;
        }
        for i in 0..self.active.len() {
            let l = self.active[i] as usize;
            let a = at(&self.src[0], l);
            let v = match t.op {
                TexOp::Sample | TexOp::SampleCompare => {
                    let coords = [a[0], a[1], a[2]].map(f32::from_bits);
                    let reference = (t.op == TexOp::SampleCompare)
                        .then(|| f32::from_bits(at(&self.src[1], l)[0]));
                    match texture::sample(tex, &decl, sampler, coords, t.offset, unnorm, reference)
                    {
                        Ok(v) => v,
                        Err(msg) => return self.err(msg),
                    }
                }
                TexOp::Load => {
                    texture::load(tex, &decl, [a[0], a[1], a[2]].map(|w| w as i32), t.offset)
                }
                TexOp::ResInfo { uint } => texture::resinfo(tex, &decl, a[0] as i32, uint),
                TexOp::BufInfo => [texture::resinfo(tex, &decl, 0, true)[0]; 4],
            };
            if let Some(r) = self.res.get_mut(l) {
                *r = v;
            }
        }
        let ty = match t.op {
            TexOp::Sample | TexOp::SampleCompare | TexOp::ResInfo { uint: false } => {
                ValueType::Float
            }
            _ => ValueType::Int,
        };
        self.write_dst(&t.dst, ty)
    }

    /// DSX / DSY / FWIDTH for every active lane.
    pub(super) fn derivative(
        &mut self,
        axis: DerivAxis,
        fine: bool,
        dst: &Dst,
        src: &Src,
    ) -> R<()> {
        let [gx, gy, _] = self.launch.group;
        if gx % 2 != 0 || gy % 2 != 0 {
            return self.err(format!(
                "derivatives need 2x2 pixel quads inside a work-group, but the group is {gx}x{gy} (use even sizes, e.g. [8, 8, 1])"
            ));
        }
        let (gx, gy) = (gx as usize, gy as usize);
        // The source of every lane of every quad that has an active lane.
        let mut value = vec![None; self.n];
        for i in 0..self.active.len() {
            let l = self.active[i] as usize;
            value[l] = Some(self.fetch(src, l, ValueType::Float)?);
        }
        for i in 0..self.active.len() {
            let l = self.active[i] as usize;
            let (x, y) = (l % gx, (l / gx) % gy);
            let base = l - (x & 1) - (y & 1) * gx;
            let quad = [base, base + 1, base + gx, base + gx + 1];
            let mut v = [[0u32; 4]; 4];
            for (q, lane) in quad.iter().enumerate() {
                match value.get(*lane).copied().flatten() {
                    Some(x) => v[q] = x,
                    None => {
                        return self.err(
                            "a derivative needs all four pixels of its 2x2 quad active (undefined in divergent flow control or after discard, L7883)",
                        )
                    }
                }
            }
            let (row, col) = if fine { (y & 1, x & 1) } else { (0, 0) };
            let mut out = [0u32; 4];
            for c in 0..4 {
                let dx = float::sub(v[2 * row + 1][c], v[2 * row][c]);
                let dy = float::sub(v[2 + col][c], v[col][c]);
                out[c] = match axis {
                    DerivAxis::X => dx,
                    DerivAxis::Y => dy,
                    DerivAxis::Width => float::add(dx & 0x7fff_ffff, dy & 0x7fff_ffff),
                };
            }
            if let Some(r) = self.res.get_mut(l) {
                *r = out;
            }
        }
        self.write_dst(dst, ValueType::Float)
    }
}
