; instructions: 36
; sgprs: 16
; vgprs: 17
; waitcnts: 2
; nops: 1
; code bytes: 228
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	s_load_dwordx4 s[12:15], s[0:1], 0x20
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v1, 3, v2
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[5:6], v1, s[4:7], 0 offen
	v_lshlrev_b32_e32 v2, 4, v2
	s_waitcnt vmcnt(0)
	v_cvt_f64_f32_e32 v[3:4], v5
	v_cvt_f64_f32_e32 v[5:6], v6
	v_add_f64 v[7:8], v[3:4], v[5:6]
	v_mov_b32_e32 v9, v7
	v_mov_b32_e32 v10, v8
	v_mul_f64 v[13:14], v[3:4], v[5:6]
	v_mov_b32_e32 v11, v13
	v_mov_b32_e32 v12, v14
	buffer_store_dwordx2 v[9:10], v2, s[8:11], 0 offen
	buffer_store_dwordx2 v[11:12], v2, s[8:11], 0 offen offset:8
	v_fma_f64 v[7:8], v[3:4], v[5:6], v[7:8]
	v_div_scale_f64_e64 v[9:10], s[0:1], v[5:6], v[5:6], v[3:4]
	v_rcp_f64_e32 v[11:12], v[9:10]
	v_fma_f64 v[13:14], -v[9:10], v[11:12], 1.0
	v_fma_f64 v[11:12], v[11:12], v[13:14], v[11:12]
	v_fma_f64 v[13:14], -v[9:10], v[11:12], 1.0
	v_fma_f64 v[11:12], v[11:12], v[13:14], v[11:12]
	v_div_scale_f64_e64 v[15:16], vcc, v[3:4], v[5:6], v[3:4]
	v_mul_f64 v[13:14], v[15:16], v[11:12]
	v_fma_f64 v[9:10], -v[9:10], v[13:14], v[15:16]
	s_nop 1
	v_div_fmas_f64 v[9:10], v[9:10], v[11:12], v[13:14]
	v_div_fixup_f64 v[3:4], v[9:10], v[5:6], v[3:4]
	v_cvt_f32_f64_e32 v5, v[7:8]
	v_cvt_f32_f64_e32 v6, v[3:4]
	buffer_store_dwordx2 v[5:6], v1, s[12:15], 0 offen
	s_endpgm
