; instructions: 22
; sgprs: 12
; vgprs: 4
; waitcnts: 3
; nops: 0
; code bytes: 248
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, 0x68
	s_addc_u32 s1, s1, 0
	v_lshl_add_u32 v1, s2, 6, v0
	v_lshlrev_b32_e32 v1, 2, v1
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v2, v1, s[4:7], 0 offen
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 7, v2
	v_lshlrev_b32_e32 v3, 2, v2
	v_min_u32_e32 v2, 32, v3
	v_lshlrev_b32_e32 v2, 2, v2
	global_load_dword v2, v2, s[0:1]
	v_add_u32_e32 v3, 3, v3
	v_min_u32_e32 v3, 32, v3
	v_lshlrev_b32_e32 v3, 2, v3
	global_load_dword v3, v3, s[0:1]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v2, v3
	buffer_store_dword v2, v1, s[8:11], 0 offen
	s_endpgm
	.long 0x00000001
	.long 0x00000000
	.long 0x00000000
	.long 0x0000000a
	.long 0x00000002
	.long 0x00000000
	.long 0x00000000
	.long 0x00000014
	.long 0x00000003
	.long 0x00000000
	.long 0x00000000
	.long 0x0000001e
	.long 0x00000005
	.long 0x00000000
	.long 0x00000000
	.long 0x00000032
	.long 0x00000008
	.long 0x00000000
	.long 0x00000000
	.long 0x00000050
	.long 0x0000000d
	.long 0x00000000
	.long 0x00000000
	.long 0x00000082
	.long 0x00000015
	.long 0x00000000
	.long 0x00000000
	.long 0x000000d2
	.long 0x00000022
	.long 0x00000000
	.long 0x00000000
	.long 0x00000154
	.long 0x00000000
