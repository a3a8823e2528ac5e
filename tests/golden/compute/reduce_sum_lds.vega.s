; instructions: 74
; sgprs: 16
; vgprs: 5
; waitcnts: 9
; nops: 0
; code bytes: 396
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[8:15], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v2, 2, v2
	v_lshlrev_b32_e32 v1, 2, v0
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v2, v2, s[8:11], 0 offen
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_u32_e64 s[0:1], v0, 32
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz BB1
	ds_read2_b32 v[3:4], v1 offset0:32
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v4, v3
	ds_write_b32 v1, v2
BB1:
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_u32_e64 s[0:1], v0, 16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz BB3
	ds_read2_b32 v[3:4], v1 offset0:16
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v4, v3
	ds_write_b32 v1, v2
BB3:
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_u32_e64 s[0:1], v0, 8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz BB5
	ds_read2_b32 v[3:4], v1 offset0:8
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v4, v3
	ds_write_b32 v1, v2
BB5:
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_u32_e64 s[0:1], v0, 4
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz BB7
	ds_read2_b32 v[3:4], v1 offset0:4
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v4, v3
	ds_write_b32 v1, v2
BB7:
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_u32_e64 s[0:1], v0, 2
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz BB9
	ds_read2_b32 v[3:4], v1 offset0:2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v4, v3
	ds_write_b32 v1, v2
BB9:
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_u32_e64 s[0:1], v0, 1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz BB11
	ds_read2_b32 v[3:4], v1 offset0:1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v4, v3
	ds_write_b32 v1, v2
BB11:
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e64 s[0:1], v0, 0
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz BB13
	v_mov_b32_e32 v1, 0
	ds_read_b32 v1, v1
	s_lshl_b32 s3, s2, 2
	v_mov_b32_e32 v2, s3
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v1, v2, s[12:15], 0 offen
BB13:
	s_mov_b64 exec, s[4:5]
	s_endpgm
