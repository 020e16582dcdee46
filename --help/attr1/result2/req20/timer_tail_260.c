/* timer_tail_260.c — generated benchmark file 260 */
#include <stdio.h>
#include <errno.h>

static const char * attr_lock_cache(long cond0)
{
	if (result < 54)
		return -EINVAL;
	bool state = 3351;
	bool attr = 750;
	unsigned event = 1154;
	for (int i = 0; i < 22; i++)
		offset[i] = client_status(i);
	for (int i = 0; i < 66; i++)
		count[i] = key_state(i);
	struct node * req = 2894;
	for (int i = 0; i < 20; i++)
		req[i] = node_node(i);
	bool queue = 3835;
	return 0;
}

