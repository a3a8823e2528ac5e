; instructions: 34
; sgprs: 16
; vgprs: 20
; waitcnts: 2
; nops: 1
; code bytes: 212
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_load_dwordx4 s[12:15], s[0:1], 0x20
	v_lshl_add_u32 v5, s2, 6, v0
	v_lshlrev_b32_e32 v4, 3, v5
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[8:9], v4, s[4:7], 0 offen
	v_lshlrev_b32_e32 v5, 4, v5
	s_waitcnt vmcnt(0)
	v_cvt_f64_f32_e32 v[6:7], v8
	v_cvt_f64_f32_e32 v[8:9], v9
	v_add_f64 v[10:11], v[6:7], v[8:9]
	v_mov_b32_e32 v0, v10
	v_mov_b32_e32 v1, v11
	v_mul_f64 v[12:13], v[6:7], v[8:9]
	v_mov_b32_e32 v2, v12
	v_mov_b32_e32 v3, v13
	buffer_store_dwordx4 v[0:3], v5, s[8:11], 0 offen
	v_fma_f64 v[10:11], v[6:7], v[8:9], v[10:11]
	v_div_scale_f64_e64 v[12:13], s[0:1], v[8:9], v[8:9], v[6:7]
	v_rcp_f64_e32 v[14:15], v[12:13]
	v_fma_f64 v[16:17], -v[12:13], v[14:15], 1.0
	v_fma_f64 v[14:15], v[14:15], v[16:17], v[14:15]
	v_fma_f64 v[16:17], -v[12:13], v[14:15], 1.0
	v_fma_f64 v[14:15], v[14:15], v[16:17], v[14:15]
	v_div_scale_f64_e64 v[18:19], vcc, v[6:7], v[8:9], v[6:7]
	v_mul_f64 v[16:17], v[18:19], v[14:15]
	v_fma_f64 v[12:13], -v[12:13], v[16:17], v[18:19]
	s_nop 1
	v_div_fmas_f64 v[12:13], v[12:13], v[14:15], v[16:17]
	v_div_fixup_f64 v[6:7], v[12:13], v[8:9], v[6:7]
	v_cvt_f32_f64_e32 v8, v[10:11]
	v_cvt_f32_f64_e32 v9, v[6:7]
	buffer_store_dwordx2 v[8:9], v4, s[12:15], 0 offen
	s_endpgm
