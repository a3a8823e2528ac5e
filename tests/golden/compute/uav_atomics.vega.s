; instructions: 31
; sgprs: 12
; vgprs: 3
; waitcnts: 2
; nops: 0
; code bytes: 188
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v1, 2, v2
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v1, v1, s[4:7], 0 offen
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(0)
	buffer_atomic_add v1, v2, s[8:11], 0 offen
	v_mov_b32_e32 v2, 4
	buffer_atomic_sub v1, v2, s[8:11], 0 offen
	v_mov_b32_e32 v2, 8
	buffer_atomic_umax v1, v2, s[8:11], 0 offen
	v_mov_b32_e32 v2, 12
	buffer_atomic_umin v1, v2, s[8:11], 0 offen
	v_mov_b32_e32 v2, 16
	buffer_atomic_smin v1, v2, s[8:11], 0 offen
	v_mov_b32_e32 v2, 20
	buffer_atomic_smax v1, v2, s[8:11], 0 offen
	v_mov_b32_e32 v2, 24
	buffer_atomic_or v1, v2, s[8:11], 0 offen
	v_mov_b32_e32 v2, 28
	buffer_atomic_and v1, v2, s[8:11], 0 offen
	v_mov_b32_e32 v2, 32
	buffer_atomic_xor v1, v2, s[8:11], 0 offen
	v_mov_b32_e32 v1, 36
	v_mov_b32_e32 v2, 0x3e8
	buffer_atomic_inc v2, v1, s[8:11], 0 offen
	v_mov_b32_e32 v1, 40
	v_mov_b32_e32 v2, 0x3e8
	buffer_atomic_dec v2, v1, s[8:11], 0 offen
	s_endpgm
