; instructions: 31
; sgprs: 12
; vgprs: 9
; waitcnts: 2
; nops: 0
; code bytes: 192
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v4, 3, v2
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[5:6], v4, s[4:7], 0 offen
	s_waitcnt vmcnt(0)
	v_cvt_f32_u32_e32 v1, v6
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_sub_u32_e32 v2, 0, v6
	v_mul_lo_u32 v2, v2, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, v1, v2
	v_mul_hi_u32 v1, v5, v1
	v_mul_lo_u32 v2, v1, v6
	v_sub_u32_e32 v2, v5, v2
	v_cmp_ge_u32_e64 s[0:1], v2, v6
	v_add_u32_e32 v3, 1, v1
	v_cndmask_b32_e64 v1, v1, v3, s[0:1]
	v_sub_u32_e32 v3, v2, v6
	v_cndmask_b32_e64 v2, v2, v3, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v2, v6
	v_add_u32_e32 v3, 1, v1
	v_cndmask_b32_e64 v1, v1, v3, s[0:1]
	v_sub_u32_e32 v3, v2, v6
	v_cndmask_b32_e64 v8, v2, v3, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v6, 0
	v_cndmask_b32_e64 v7, v1, -1, s[0:1]
	buffer_store_dwordx2 v[7:8], v4, s[8:11], 0 offen
	s_endpgm
