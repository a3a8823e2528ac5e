; instructions: 106
; sgprs: 16
; vgprs: 40
; waitcnts: 7
; nops: 0
; code bytes: 712
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	s_load_dwordx4 s[12:15], s[0:1], 0x20
	v_lshlrev_b32_e32 v15, 3, v1
	v_lshl_add_u32 v7, s3, 3, v1
	v_lshlrev_b32_e32 v9, 4, v7
	v_add_u32_e32 v11, v9, v0
	v_lshlrev_b32_e32 v13, 2, v11
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v18, v13, s[4:7], 0 offen
	v_lshl_add_u32 v17, s2, 3, v0
	v_lshlrev_b32_e32 v19, 4, v1
	v_add_u32_e32 v21, v19, v17
	v_lshlrev_b32_e32 v23, 2, v21
	buffer_load_dword v25, v23, s[8:11], 0 offen
	v_lshlrev_b32_e32 v27, 2, v15
	v_lshlrev_b32_e32 v29, 2, v0
	v_add_u32_e32 v31, 0x100, v29
	v_add_u32_e32 v33, 4, v27
	v_add_u32_e32 v35, 0x120, v29
	v_add_u32_e32 v37, 8, v27
	v_add_u32_e32 v39, 0x140, v29
	v_add_u32_e32 v12, 12, v27
	v_add_u32_e32 v11, 0x160, v29
	v_add_u32_e32 v10, 16, v27
	v_add_u32_e32 v8, 0x180, v29
	v_add_u32_e32 v7, 20, v27
	v_add_u32_e32 v6, 0x1a0, v29
	v_add_u32_e32 v5, 24, v27
	v_add_u32_e32 v4, 0x1c0, v29
	v_add_u32_e32 v3, 28, v27
	v_add_u32_e32 v2, 0x1e0, v29
	v_add_u32_e32 v14, 0x80, v19
	v_add_u32_e32 v14, v14, v17
	v_lshlrev_b32_e32 v14, 2, v14
	v_add_u32_e32 v15, v15, v0
	v_lshlrev_b32_e32 v16, 2, v15
	v_add_u32_e32 v15, 0x100, v16
	s_waitcnt vmcnt(1)
	ds_write_b32 v16, v18
	s_waitcnt vmcnt(0)
	ds_write_b32 v15, v25
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_read_b32 v18, v27
	ds_read_b32 v20, v31
	ds_read_b32 v19, v33
	ds_read_b32 v22, v35
	ds_read_b32 v21, v37
	ds_read_b32 v23, v39
	ds_read_b32 v25, v12
	ds_read_b32 v28, v11
	ds_read_b32 v29, v10
	ds_read_b32 v32, v8
	ds_read_b32 v34, v7
	ds_read_b32 v36, v6
	ds_read_b32 v38, v5
	ds_read_b32 v26, v4
	ds_read_b32 v24, v3
	ds_read_b32 v30, v2
	s_waitcnt lgkmcnt(0)
	v_mad_legacy_f32 v18, v18, v20, 0
	v_mad_legacy_f32 v18, v19, v22, v18
	v_mad_legacy_f32 v18, v21, v23, v18
	v_mad_legacy_f32 v18, v25, v28, v18
	v_mad_legacy_f32 v18, v29, v32, v18
	v_mad_legacy_f32 v18, v34, v36, v18
	v_mad_legacy_f32 v18, v38, v26, v18
	v_mad_legacy_f32 v18, v24, v30, v18
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_load_dword v19, v13, s[4:7], 0 offen offset:32
	buffer_load_dword v13, v14, s[8:11], 0 offen
	s_waitcnt vmcnt(1)
	ds_write_b32 v16, v19
	s_waitcnt vmcnt(0)
	ds_write_b32 v15, v13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_read_b32 v13, v27
	ds_read_b32 v15, v31
	ds_read_b32 v14, v33
	ds_read_b32 v19, v35
	ds_read_b32 v16, v37
	ds_read_b32 v21, v39
	ds_read_b32 v20, v12
	ds_read_b32 v23, v11
	ds_read_b32 v22, v10
	ds_read_b32 v24, v8
	ds_read_b32 v26, v7
	ds_read_b32 v28, v6
	ds_read_b32 v30, v5
	ds_read_b32 v32, v4
	ds_read_b32 v34, v3
	ds_read_b32 v36, v2
	s_waitcnt lgkmcnt(0)
	v_mad_legacy_f32 v38, v13, v15, v18
	v_mad_legacy_f32 v2, v14, v19, v38
	v_mad_legacy_f32 v2, v16, v21, v2
	v_mad_legacy_f32 v2, v20, v23, v2
	v_mad_legacy_f32 v2, v22, v24, v2
	v_mad_legacy_f32 v2, v26, v28, v2
	v_mad_legacy_f32 v2, v30, v32, v2
	v_mad_legacy_f32 v2, v34, v36, v2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v3, v9, v17
	v_lshlrev_b32_e32 v3, 2, v3
	buffer_store_dword v2, v3, s[12:15], 0 offen
	s_endpgm
