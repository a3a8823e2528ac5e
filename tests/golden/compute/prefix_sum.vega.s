; instructions: 95
; sgprs: 16
; vgprs: 5
; waitcnts: 8
; nops: 0
; code bytes: 484
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[8:15], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v4, 2, v2
	v_lshlrev_b32_e32 v1, 2, v0
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v3, v4, s[8:11], 0 offen
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ge_u32_e64 s[0:1], v0, 1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz BB1
	v_add_u32_e32 v2, -4, v1
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v3, v2
BB1:
	s_andn2_b64 exec, s[4:5], exec
	s_cbranch_execz BB2
	v_mov_b32_e32 v2, v3
BB2:
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write_b32 v1, v2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ge_u32_e64 s[0:1], v0, 2
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz BB3
	v_add_u32_e32 v3, -8, v1
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v2, v3
BB3:
	s_andn2_b64 exec, s[4:5], exec
	s_cbranch_execz BB4
	v_mov_b32_e32 v3, v2
BB4:
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write_b32 v1, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ge_u32_e64 s[0:1], v0, 4
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz BB5
	v_add_u32_e32 v2, -16, v1
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v3, v2
BB5:
	s_andn2_b64 exec, s[4:5], exec
	s_cbranch_execz BB6
	v_mov_b32_e32 v2, v3
BB6:
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write_b32 v1, v2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ge_u32_e64 s[0:1], v0, 8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz BB7
	v_add_u32_e32 v3, 0xffffffe0, v1
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v2, v3
BB7:
	s_andn2_b64 exec, s[4:5], exec
	s_cbranch_execz BB8
	v_mov_b32_e32 v3, v2
BB8:
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write_b32 v1, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ge_u32_e64 s[0:1], v0, 16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz BB9
	v_add_u32_e32 v2, 0xffffffc0, v1
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v3, v2
BB9:
	s_andn2_b64 exec, s[4:5], exec
	s_cbranch_execz BB10
	v_mov_b32_e32 v2, v3
BB10:
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write_b32 v1, v2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ge_u32_e64 s[0:1], v0, 32
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz BB11
	v_add_u32_e32 v3, 0xffffff80, v1
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v2, v3
BB11:
	s_andn2_b64 exec, s[4:5], exec
	s_cbranch_execz BB12
	v_mov_b32_e32 v3, v2
BB12:
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_write_b32 v1, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_store_dword v3, v4, s[12:15], 0 offen
	s_endpgm
