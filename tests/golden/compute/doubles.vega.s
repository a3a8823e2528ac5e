; instructions: 43
; sgprs: 20
; vgprs: 18
; waitcnts: 2
; nops: 1
; code bytes: 284
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx4 s[12:15], s[0:1], 0x10
	s_load_dwordx4 s[16:19], s[0:1], 0x20
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v1, 3, v2
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[6:7], v1, s[8:11], 0 offen
	v_lshlrev_b32_e32 v2, 4, v2
	s_waitcnt vmcnt(0)
	v_cvt_f64_f32_e32 v[4:5], v6
	v_cvt_f64_f32_e32 v[6:7], v7
	v_add_f64 v[8:9], v[4:5], v[6:7]
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v9
	v_mul_f64 v[14:15], v[4:5], v[6:7]
	v_mov_b32_e32 v12, v14
	v_mov_b32_e32 v13, v15
	buffer_store_dwordx2 v[10:11], v2, s[12:15], 0 offen
	buffer_store_dwordx2 v[12:13], v2, s[12:15], 0 offen offset:8
	v_fma_f64 v[8:9], v[4:5], v[6:7], v[8:9]
	v_div_scale_f64_e64 v[10:11], s[0:1], v[6:7], v[6:7], v[4:5]
	v_rcp_f64_e32 v[12:13], v[10:11]
	v_fma_f64 v[14:15], -v[10:11], v[12:13], 1.0
	v_fma_f64 v[12:13], v[12:13], v[14:15], v[12:13]
	v_fma_f64 v[14:15], -v[10:11], v[12:13], 1.0
	v_fma_f64 v[12:13], v[12:13], v[14:15], v[12:13]
	v_div_scale_f64_e64 v[16:17], vcc, v[4:5], v[6:7], v[4:5]
	v_mul_f64 v[14:15], v[16:17], v[12:13]
	v_fma_f64 v[10:11], -v[10:11], v[14:15], v[16:17]
	s_nop 1
	v_div_fmas_f64 v[10:11], v[10:11], v[12:13], v[14:15]
	v_div_fixup_f64 v[10:11], v[10:11], v[6:7], v[4:5]
	v_cmp_eq_f64_e64 s[0:1], v[6:7], 0
	v_cmp_lt_f64_e64 s[4:5], v[4:5], 0
	v_mov_b32_e32 v2, 0x7fefffff
	v_mov_b32_e32 v3, 0xffefffff
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	v_cndmask_b32_e64 v4, v10, -1, s[0:1]
	v_cndmask_b32_e64 v5, v11, v2, s[0:1]
	v_cvt_f32_f64_e32 v10, v[8:9]
	v_cvt_f32_f64_e32 v11, v[4:5]
	buffer_store_dwordx2 v[10:11], v1, s[16:19], 0 offen
	s_endpgm
