; instructions: 42
; sgprs: 12
; vgprs: 24
; waitcnts: 2
; nops: 0
; code bytes: 256
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v20, s2, 6, v0
	v_lshlrev_b32_e32 v21, 3, v20
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[22:23], v21, s[4:7], 0 offen
	v_lshlrev_b32_e32 v21, 2, v20
	v_add_u32_e32 v20, v21, v20
	v_lshlrev_b32_e32 v20, 4, v20
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v22, v23
	v_mul_lo_u32 v1, v22, v23
	v_add_u32_e32 v2, v1, v22
	v_sub_u32_e32 v3, 0, v22
	v_max_i32_e32 v4, v22, v23
	v_min_i32_e32 v5, v22, v23
	v_max_u32_e32 v6, v22, v23
	v_min_u32_e32 v7, v22, v23
	v_cmp_eq_u32_e64 s[0:1], v22, v23
	v_cndmask_b32_e64 v8, 0, -1, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], v22, v23
	v_cndmask_b32_e64 v9, 0, -1, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], v22, v23
	v_cndmask_b32_e64 v10, 0, -1, s[0:1]
	v_cmp_ge_i32_e64 s[0:1], v22, v23
	v_cndmask_b32_e64 v11, 0, -1, s[0:1]
	v_cmp_lt_u32_e64 s[0:1], v22, v23
	v_cndmask_b32_e64 v12, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v22, v23
	v_cndmask_b32_e64 v13, 0, -1, s[0:1]
	v_and_b32_e32 v14, v22, v23
	v_or_b32_e32 v15, v22, v23
	v_xor_b32_e32 v16, v22, v23
	v_not_b32_e32 v17, v22
	v_sub_u32_e32 v18, v22, v23
	v_add_u32_e32 v19, 1.0, v22
	buffer_store_dwordx4 v[0:3], v20, s[8:11], 0 offen
	buffer_store_dwordx4 v[4:7], v20, s[8:11], 0 offen offset:16
	buffer_store_dwordx4 v[8:11], v20, s[8:11], 0 offen offset:32
	buffer_store_dwordx4 v[12:15], v20, s[8:11], 0 offen offset:48
	buffer_store_dwordx4 v[16:19], v20, s[8:11], 0 offen offset:64
	s_endpgm
