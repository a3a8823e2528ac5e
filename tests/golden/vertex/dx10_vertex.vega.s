; instructions: 44
; sgprs: 28
; vgprs: 11
; waitcnts: 3
; nops: 0
; code bytes: 328
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
; stage: vertex
; vertex exports: 2
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx2 s[4:5], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_load_dwordx4 s[24:27], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	buffer_load_format_xyzw v[7:10], v0, s[24:27], 0 idxen
	s_load_dword s21, s[2:3], 0x0
	s_load_dword s19, s[2:3], 0x4
	s_load_dword s17, s[2:3], 0x8
	s_load_dword s16, s[2:3], 0xc
	s_load_dword s18, s[2:3], 0x10
	s_load_dword s20, s[2:3], 0x14
	s_load_dword s15, s[2:3], 0x18
	s_load_dword s14, s[2:3], 0x1c
	s_load_dword s13, s[2:3], 0x20
	s_load_dword s12, s[2:3], 0x24
	s_load_dword s11, s[2:3], 0x28
	s_load_dword s10, s[2:3], 0x2c
	s_load_dword s9, s[2:3], 0x30
	s_load_dword s8, s[2:3], 0x34
	s_load_dword s7, s[2:3], 0x38
	s_load_dword s6, s[2:3], 0x3c
	v_cvt_f32_u32_e32 v1, v0
	v_mov_b32_e32 v2, 1.0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mad_legacy_f32 v3, v7, s21, 0
	v_mad_legacy_f32 v3, v8, s19, v3
	v_mad_legacy_f32 v3, v9, s17, v3
	v_mad_legacy_f32 v3, v10, s16, v3
	v_mad_legacy_f32 v4, v7, s18, 0
	v_mad_legacy_f32 v4, v8, s20, v4
	v_mad_legacy_f32 v4, v9, s15, v4
	v_mad_legacy_f32 v4, v10, s14, v4
	v_mad_legacy_f32 v5, v7, s13, 0
	v_mad_legacy_f32 v5, v8, s12, v5
	v_mad_legacy_f32 v5, v9, s11, v5
	v_mad_legacy_f32 v5, v10, s10, v5
	v_mad_legacy_f32 v6, v7, s9, 0
	v_mad_legacy_f32 v6, v8, s8, v6
	v_mad_legacy_f32 v6, v9, s7, v6
	v_mad_legacy_f32 v6, v10, s6, v6
	exp param0 v1, v1, v1, v2
	exp pos0 v3, v4, v5, v6 done
	s_endpgm
