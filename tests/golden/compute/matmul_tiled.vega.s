; instructions: 69
; sgprs: 16
; vgprs: 27
; waitcnts: 5
; nops: 0
; code bytes: 452
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_load_dwordx4 s[12:15], s[0:1], 0x20
	v_lshlrev_b32_e32 v7, 3, v1
	v_lshl_add_u32 v6, s3, 3, v1
	v_lshlrev_b32_e32 v8, 4, v6
	v_add_u32_e32 v10, v8, v0
	v_lshlrev_b32_e32 v5, 2, v10
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v9, v5, s[4:7], 0 offen
	v_lshl_add_u32 v2, s2, 3, v0
	v_lshlrev_b32_e32 v6, 4, v1
	v_add_u32_e32 v3, v6, v2
	v_lshlrev_b32_e32 v3, 2, v3
	buffer_load_dword v10, v3, s[8:11], 0 offen
	v_lshlrev_b32_e32 v4, 2, v7
	v_lshlrev_b32_e32 v3, 2, v0
	v_add_u32_e32 v6, 0x80, v6
	v_add_u32_e32 v6, v6, v2
	v_lshlrev_b32_e32 v6, 2, v6
	v_add_u32_e32 v7, v7, v0
	v_lshlrev_b32_e32 v7, 2, v7
	s_waitcnt vmcnt(0)
	ds_write2_b32 v7, v9, v10 offset1:64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_read2_b32 v[15:16], v4 offset1:1
	ds_read2_b32 v[23:24], v3 offset0:64 offset1:72
	ds_read2_b32 v[13:14], v4 offset0:2 offset1:3
	ds_read2_b32 v[19:20], v3 offset0:80 offset1:88
	ds_read2_b32 v[21:22], v4 offset0:4 offset1:5
	ds_read2_b32 v[25:26], v3 offset0:96 offset1:104
	ds_read2_b32 v[11:12], v4 offset0:6 offset1:7
	ds_read2_b32 v[17:18], v3 offset0:112 offset1:120
	s_waitcnt lgkmcnt(0)
	v_mad_legacy_f32 v9, v15, v23, 0
	v_mad_legacy_f32 v9, v16, v24, v9
	v_mad_legacy_f32 v9, v13, v19, v9
	v_mad_legacy_f32 v9, v14, v20, v9
	v_mad_legacy_f32 v9, v21, v25, v9
	v_mad_legacy_f32 v9, v22, v26, v9
	v_mad_legacy_f32 v9, v11, v17, v9
	v_mad_legacy_f32 v9, v12, v18, v9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_load_dword v5, v5, s[4:7], 0 offen offset:32
	buffer_load_dword v6, v6, s[8:11], 0 offen
	s_waitcnt vmcnt(0)
	ds_write2_b32 v7, v5, v6 offset1:64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_read2_b32 v[17:18], v4 offset1:1
	ds_read2_b32 v[25:26], v3 offset0:64 offset1:72
	ds_read2_b32 v[15:16], v4 offset0:2 offset1:3
	ds_read2_b32 v[23:24], v3 offset0:80 offset1:88
	ds_read2_b32 v[13:14], v4 offset0:4 offset1:5
	ds_read2_b32 v[21:22], v3 offset0:96 offset1:104
	ds_read2_b32 v[11:12], v4 offset0:6 offset1:7
	ds_read2_b32 v[19:20], v3 offset0:112 offset1:120
	s_waitcnt lgkmcnt(0)
	v_mad_legacy_f32 v3, v17, v25, v9
	v_mad_legacy_f32 v3, v18, v26, v3
	v_mad_legacy_f32 v3, v15, v23, v3
	v_mad_legacy_f32 v3, v16, v24, v3
	v_mad_legacy_f32 v3, v13, v21, v3
	v_mad_legacy_f32 v3, v14, v22, v3
	v_mad_legacy_f32 v3, v11, v19, v3
	v_mad_legacy_f32 v3, v12, v20, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v2, v8, v2
	v_lshlrev_b32_e32 v2, 2, v2
	buffer_store_dword v3, v2, s[12:15], 0 offen
	s_endpgm
