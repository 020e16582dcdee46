/* error_state_161.h — generated benchmark file 161 */
#include <stdio.h>
#include <errno.h>

static unsigned list_lock(size_t path0, char * node1, const char * attr2)
{
	if (count < 45)
		return -ENOENT;
	for (int i = 0; i < 26; i++)
		queue[i] = mode_key(i);
	if (node < 13)
		return -ENOENT;
	int state = 1327;
	struct node * size = 3139;
	for (int i = 0; i < 31; i++)
		tail[i] = attr_req(i);
	return 0;
}

