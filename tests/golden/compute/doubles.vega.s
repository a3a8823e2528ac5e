; instructions: 61
; sgprs: 20
; vgprs: 19
; waitcnts: 2
; nops: 1
; code bytes: 356
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx4 s[12:15], s[0:1], 0x10
	s_load_dwordx4 s[16:19], s[0:1], 0x20
	v_lshl_add_u32 v4, s2, 6, v0
	v_lshlrev_b32_e32 v6, 3, v4
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[7:8], v6, s[8:11], 0 offen
	v_lshlrev_b32_e32 v1, 4, v4
	s_waitcnt vmcnt(0)
	v_cvt_f64_f32_e32 v[9:10], v7
	v_mov_b32_e32 v4, v9
	v_mov_b32_e32 v2, v10
	v_cvt_f64_f32_e32 v[7:8], v8
	v_mov_b32_e32 v5, v7
	v_mov_b32_e32 v3, v8
	v_mov_b32_e32 v7, v4
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v9, v5
	v_mov_b32_e32 v10, v3
	v_add_f64 v[13:14], v[7:8], v[9:10]
	v_mov_b32_e32 v11, v13
	v_mov_b32_e32 v12, v14
	v_mul_f64 v[15:16], v[7:8], v[9:10]
	v_mov_b32_e32 v13, v15
	v_mov_b32_e32 v14, v16
	buffer_store_dwordx2 v[11:12], v1, s[12:15], 0 offen
	buffer_store_dwordx2 v[13:14], v1, s[12:15], 0 offen offset:8
	v_mov_b32_e32 v13, v11
	v_mov_b32_e32 v14, v12
	v_fma_f64 v[11:12], v[7:8], v[9:10], v[13:14]
	v_mov_b32_e32 v2, v11
	v_mov_b32_e32 v1, v12
	v_div_scale_f64_e64 v[11:12], s[0:1], v[9:10], v[9:10], v[7:8]
	v_rcp_f64_e32 v[13:14], v[11:12]
	v_fma_f64 v[15:16], -v[11:12], v[13:14], 1.0
	v_fma_f64 v[13:14], v[13:14], v[15:16], v[13:14]
	v_fma_f64 v[15:16], -v[11:12], v[13:14], 1.0
	v_fma_f64 v[13:14], v[13:14], v[15:16], v[13:14]
	v_div_scale_f64_e64 v[17:18], vcc, v[7:8], v[9:10], v[7:8]
	v_mul_f64 v[15:16], v[17:18], v[13:14]
	v_fma_f64 v[11:12], -v[11:12], v[15:16], v[17:18]
	s_nop 1
	v_div_fmas_f64 v[11:12], v[11:12], v[13:14], v[15:16]
	v_div_fixup_f64 v[11:12], v[11:12], v[9:10], v[7:8]
	v_cmp_eq_f64_e64 s[0:1], v[9:10], 0
	v_cmp_lt_f64_e64 s[4:5], v[7:8], 0
	v_mov_b32_e32 v3, 0x7fefffff
	v_mov_b32_e32 v4, 0xffefffff
	v_cndmask_b32_e64 v3, v3, v4, s[4:5]
	v_cndmask_b32_e64 v7, v11, -1, s[0:1]
	v_cndmask_b32_e64 v8, v12, v3, s[0:1]
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v3, v8
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v8, v1
	v_cvt_f32_f64_e32 v7, v[7:8]
	v_mov_b32_e32 v9, v4
	v_mov_b32_e32 v10, v3
	v_cvt_f32_f64_e32 v8, v[9:10]
	buffer_store_dwordx2 v[7:8], v6, s[16:19], 0 offen
	s_endpgm
