; instructions: 89
; sgprs: 16
; vgprs: 25
; waitcnts: 5
; nops: 0
; code bytes: 596
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_load_dwordx4 s[12:15], s[0:1], 0x20
	v_lshlrev_b32_e32 v5, 3, v1
	v_lshl_add_u32 v6, s3, 3, v1
	v_lshlrev_b32_e32 v8, 4, v6
	v_add_u32_e32 v10, v8, v0
	v_lshlrev_b32_e32 v12, 2, v10
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v14, v12, s[4:7], 0 offen
	v_lshl_add_u32 v16, s2, 3, v0
	v_lshlrev_b32_e32 v18, 4, v1
	v_add_u32_e32 v20, v18, v16
	v_lshlrev_b32_e32 v22, 2, v20
	buffer_load_dword v24, v22, s[8:11], 0 offen
	v_lshlrev_b32_e32 v3, 2, v5
	v_lshlrev_b32_e32 v2, 2, v0
	v_add_u32_e32 v4, 0x80, v18
	v_add_u32_e32 v4, v4, v16
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_u32_e32 v5, v5, v0
	v_lshlrev_b32_e32 v5, 2, v5
	s_waitcnt vmcnt(0)
	ds_write2_b32 v5, v14, v24 offset1:64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	ds_read_b32 v6, v3
	ds_read_b32 v9, v2 offset:256
	ds_read_b32 v7, v3 offset:4
	ds_read_b32 v11, v2 offset:288
	ds_read_b32 v10, v3 offset:8
	ds_read_b32 v14, v2 offset:320
	ds_read_b32 v13, v3 offset:12
	ds_read_b32 v17, v2 offset:352
	ds_read_b32 v15, v3 offset:16
	ds_read_b32 v19, v2 offset:384
	ds_read_b32 v18, v3 offset:20
	ds_read_b32 v21, v2 offset:416
	ds_read_b32 v20, v3 offset:24
	ds_read_b32 v23, v2 offset:448
	ds_read_b32 v22, v3 offset:28
	ds_read_b32 v24, v2 offset:480
	s_waitcnt lgkmcnt(0)
	v_mad_legacy_f32 v6, v6, v9, 0
	v_mad_legacy_f32 v6, v7, v11, v6
	v_mad_legacy_f32 v6, v10, v14, v6
	v_mad_legacy_f32 v6, v13, v17, v6
	v_mad_legacy_f32 v6, v15, v19, v6
	v_mad_legacy_f32 v6, v18, v21, v6
	v_mad_legacy_f32 v6, v20, v23, v6
	v_mad_legacy_f32 v6, v22, v24, v6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_load_dword v7, v12, s[4:7], 0 offen offset:32
	buffer_load_dword v4, v4, s[8:11], 0 offen
	s_waitcnt vmcnt(0)
	ds_write2_b32 v5, v7, v4 offset1:64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	ds_read_b32 v4, v3
	ds_read_b32 v7, v2 offset:256
	ds_read_b32 v5, v3 offset:4
	ds_read_b32 v10, v2 offset:288
	ds_read_b32 v9, v3 offset:8
	ds_read_b32 v12, v2 offset:320
	ds_read_b32 v11, v3 offset:12
	ds_read_b32 v14, v2 offset:352
	ds_read_b32 v13, v3 offset:16
	ds_read_b32 v17, v2 offset:384
	ds_read_b32 v15, v3 offset:20
	ds_read_b32 v19, v2 offset:416
	ds_read_b32 v18, v3 offset:24
	ds_read_b32 v20, v2 offset:448
	ds_read_b32 v3, v3 offset:28
	ds_read_b32 v21, v2 offset:480
	s_waitcnt lgkmcnt(0)
	v_mad_legacy_f32 v6, v4, v7, v6
	v_mad_legacy_f32 v10, v5, v10, v6
	v_mad_legacy_f32 v10, v9, v12, v10
	v_mad_legacy_f32 v12, v11, v14, v10
	v_mad_legacy_f32 v14, v13, v17, v12
	v_mad_legacy_f32 v17, v15, v19, v14
	v_mad_legacy_f32 v18, v18, v20, v17
	v_mad_legacy_f32 v20, v3, v21, v18
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v24, v8, v16
	v_lshlrev_b32_e32 v2, 2, v24
	buffer_store_dword v20, v2, s[12:15], 0 offen
	s_endpgm
