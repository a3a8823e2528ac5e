; instructions: 65
; sgprs: 28
; vgprs: 5
; waitcnts: 2
; nops: 0
; code bytes: 304
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[20:27], s[0:1], 0x0
	s_mov_b64 s[0:1], 0
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v1, 2, v3
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v2, v1, s[20:23], 0 offen
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v4, 7, v2
	v_cmp_eq_u32_e64 s[4:5], v4, 0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz BB1
	v_mov_b32_e32 v2, 1
BB1:
	s_andn2_b64 exec, s[6:7], exec
	s_cbranch_execz BB2
	v_cmp_eq_u32_e64 s[4:5], v4, 1
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz BB3
	v_mov_b32_e32 v2, 0
BB3:
	s_andn2_b64 exec, s[8:9], exec
	s_cbranch_execz BB4
	v_cmp_eq_u32_e64 s[4:5], v4, 2
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz BB5
	v_mov_b32_e32 v3, 0x64
	s_or_b64 s[0:1], s[0:1], exec
	s_mov_b64 exec, 0
BB5:
	s_andn2_b64 exec, s[10:11], s[4:5]
	s_cbranch_execz BB6
	s_mov_b64 s[4:5], 0
	v_cmp_eq_u32_e64 s[12:13], v4, 3
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz BB7
BB7:
	s_andn2_b64 exec, s[14:15], exec
	s_cbranch_execz BB8
	v_cmp_eq_u32_e64 s[12:13], v4, 4
	s_and_saveexec_b64 s[16:17], s[12:13]
	s_cbranch_execz BB9
BB9:
	s_andn2_b64 exec, s[16:17], exec
	s_cbranch_execz BB10
	v_mov_b32_e32 v4, 0
	s_or_b64 s[4:5], s[4:5], exec
	s_mov_b64 exec, 0
BB10:
	s_mov_b64 exec, s[16:17]
	s_andn2_b64 exec, exec, s[4:5]
BB8:
	s_mov_b64 exec, s[14:15]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execz BB11
	v_mov_b32_e32 v4, 0xc8
BB11:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v4, 7, v4
	v_mov_b32_e32 v3, v4
	s_or_b64 s[0:1], s[0:1], exec
	s_mov_b64 exec, 0
BB6:
	s_mov_b64 exec, s[10:11]
	s_andn2_b64 exec, exec, s[0:1]
BB4:
	s_mov_b64 exec, s[8:9]
	s_andn2_b64 exec, exec, s[0:1]
BB2:
	s_mov_b64 exec, s[6:7]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execz BB12
	v_add_u32_e32 v2, 10, v2
	v_mov_b32_e32 v3, v2
BB12:
	s_or_b64 exec, exec, s[0:1]
	buffer_store_dword v3, v1, s[24:27], 0 offen
	s_endpgm
