; instructions: 72
; sgprs: 12
; vgprs: 35
; waitcnts: 5
; nops: 0
; code bytes: 324
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v5, 4, v3
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[29:30], v5, s[4:7], 0 offen
	buffer_load_dwordx2 v[27:28], v5, s[4:7], 0 offen offset:8
	buffer_load_dwordx2 v[33:34], v5, s[4:7], 0 offen offset:16
	buffer_load_dwordx2 v[31:32], v5, s[4:7], 0 offen offset:24
	s_waitcnt vmcnt(3)
	v_floor_f32_e32 v11, v29
	v_floor_f32_e32 v13, v30
	s_waitcnt vmcnt(2)
	v_floor_f32_e32 v15, v27
	v_floor_f32_e32 v17, v28
	s_waitcnt vmcnt(1)
	v_floor_f32_e32 v19, v33
	v_sub_f32_e32 v21, v33, v19
	v_floor_f32_e32 v23, v34
	v_sub_f32_e32 v25, v34, v23
	s_waitcnt vmcnt(0)
	v_floor_f32_e32 v1, v31
	v_sub_f32_e32 v1, v31, v1
	v_floor_f32_e32 v2, v32
	v_sub_f32_e32 v12, v32, v2
	v_add_f32_e32 v2, 0.5, v29
	v_floor_f32_e32 v14, v2
	v_add_f32_e32 v2, 0.5, v30
	v_floor_f32_e32 v16, v2
	v_add_f32_e32 v2, 0.5, v27
	v_floor_f32_e32 v18, v2
	v_add_f32_e32 v2, 0.5, v28
	v_floor_f32_e32 v24, v2
	v_rndne_f32_e32 v23, v33
	v_rndne_f32_e32 v22, v34
	v_rndne_f32_e32 v20, v31
	v_rndne_f32_e32 v19, v32
	v_ceil_f32_e32 v9, v33
	v_ceil_f32_e32 v7, v34
	v_ceil_f32_e32 v3, v31
	v_ceil_f32_e32 v2, v32
	v_trunc_f32_e32 v4, v29
	v_trunc_f32_e32 v6, v30
	v_trunc_f32_e32 v8, v27
	v_trunc_f32_e32 v10, v28
	v_add_f32_e32 v21, v11, v21
	v_add_f32_e32 v26, v13, v25
	v_add_f32_e32 v25, v15, v1
	v_add_f32_e32 v1, v17, v12
	v_add_f32_e32 v21, v21, v14
	v_add_f32_e32 v12, v26, v16
	v_add_f32_e32 v25, v25, v18
	v_add_f32_e32 v1, v1, v24
	v_add_f32_e32 v14, v21, v23
	v_add_f32_e32 v12, v12, v22
	v_add_f32_e32 v16, v25, v20
	v_add_f32_e32 v1, v1, v19
	v_add_f32_e32 v14, v14, v11
	v_add_f32_e32 v12, v12, v13
	v_add_f32_e32 v11, v16, v15
	v_add_f32_e32 v1, v1, v17
	v_add_f32_e32 v9, v14, v9
	v_add_f32_e32 v7, v12, v7
	v_add_f32_e32 v3, v11, v3
	v_add_f32_e32 v1, v1, v2
	v_add_f32_e32 v27, v9, v4
	v_add_f32_e32 v28, v7, v6
	v_add_f32_e32 v29, v3, v8
	v_add_f32_e32 v30, v1, v10
	buffer_store_dwordx2 v[27:28], v5, s[8:11], 0 offen
	buffer_store_dwordx2 v[29:30], v5, s[8:11], 0 offen offset:8
	s_endpgm
