; instructions: 67
; sgprs: 12
; vgprs: 34
; waitcnts: 3
; nops: 0
; code bytes: 292
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v10, s2, 6, v0
	v_lshlrev_b32_e32 v12, 4, v10
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx4 v[0:3], v12, s[4:7], 0 offen
	buffer_load_dwordx4 v[4:7], v12, s[4:7], 0 offen offset:16
	s_waitcnt vmcnt(1)
	v_floor_f32_e32 v16, v0
	v_floor_f32_e32 v18, v1
	v_floor_f32_e32 v20, v2
	v_floor_f32_e32 v22, v3
	s_waitcnt vmcnt(0)
	v_floor_f32_e32 v24, v4
	v_sub_f32_e32 v26, v4, v24
	v_floor_f32_e32 v28, v5
	v_sub_f32_e32 v30, v5, v28
	v_floor_f32_e32 v32, v6
	v_sub_f32_e32 v8, v6, v32
	v_floor_f32_e32 v9, v7
	v_sub_f32_e32 v21, v7, v9
	v_add_f32_e32 v9, 0.5, v0
	v_floor_f32_e32 v23, v9
	v_add_f32_e32 v9, 0.5, v1
	v_floor_f32_e32 v24, v9
	v_add_f32_e32 v9, 0.5, v2
	v_floor_f32_e32 v25, v9
	v_add_f32_e32 v9, 0.5, v3
	v_floor_f32_e32 v32, v9
	v_rndne_f32_e32 v31, v4
	v_rndne_f32_e32 v29, v5
	v_rndne_f32_e32 v28, v6
	v_rndne_f32_e32 v27, v7
	v_ceil_f32_e32 v19, v4
	v_ceil_f32_e32 v17, v5
	v_ceil_f32_e32 v14, v6
	v_ceil_f32_e32 v10, v7
	v_trunc_f32_e32 v9, v0
	v_trunc_f32_e32 v11, v1
	v_trunc_f32_e32 v13, v2
	v_trunc_f32_e32 v15, v3
	v_add_f32_e32 v26, v16, v26
	v_add_f32_e32 v33, v18, v30
	v_add_f32_e32 v30, v20, v8
	v_add_f32_e32 v21, v22, v21
	v_add_f32_e32 v26, v26, v23
	v_add_f32_e32 v8, v33, v24
	v_add_f32_e32 v30, v30, v25
	v_add_f32_e32 v32, v21, v32
	v_add_f32_e32 v21, v26, v31
	v_add_f32_e32 v24, v8, v29
	v_add_f32_e32 v23, v30, v28
	v_add_f32_e32 v8, v32, v27
	v_add_f32_e32 v21, v21, v16
	v_add_f32_e32 v16, v24, v18
	v_add_f32_e32 v20, v23, v20
	v_add_f32_e32 v8, v8, v22
	v_add_f32_e32 v18, v21, v19
	v_add_f32_e32 v16, v16, v17
	v_add_f32_e32 v14, v20, v14
	v_add_f32_e32 v8, v8, v10
	v_add_f32_e32 v0, v18, v9
	v_add_f32_e32 v1, v16, v11
	v_add_f32_e32 v2, v14, v13
	v_add_f32_e32 v3, v8, v15
	buffer_store_dwordx4 v[0:3], v12, s[8:11], 0 offen
	s_endpgm
