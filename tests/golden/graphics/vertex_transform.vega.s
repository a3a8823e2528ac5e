; instructions: 26
; sgprs: 16
; vgprs: 21
; waitcnts: 4
; nops: 0
; code bytes: 156
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
; stage: vertex
; vertex exports: 3
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx2 s[4:5], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_load_dwordx4 s[8:11], s[2:3], 0x0
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	buffer_load_format_xyzw v[13:16], v0, s[8:11], 0 idxen
	buffer_load_format_xyzw v[17:20], v0, s[12:15], 0 idxen
	s_waitcnt vmcnt(1)
	v_mad_legacy_f32 v7, v13, 2.0, -1.0
	v_mad_legacy_f32 v9, v14, 2.0, -1.0
	v_mad_legacy_f32 v11, v15, 1.0, 0
	v_mad_legacy_f32 v1, v16, 1.0, 0
	s_waitcnt vmcnt(0)
	v_mul_legacy_f32_e32 v2, 0.5, v17
	v_mul_legacy_f32_e32 v3, 0.5, v18
	v_mul_legacy_f32_e32 v4, 0.5, v19
	v_mul_legacy_f32_e32 v6, 0.5, v20
	v_cvt_f32_u32_e32 v5, v0
	v_add_f32_e32 v8, v13, v18
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v12, 1.0
	exp param0 v2, v3, v4, v6
	exp param1 v5, v8, v10, v12
	exp pos0 v7, v9, v11, v1 done
	s_endpgm
