/* key_name_226.c — generated benchmark file 226 */
#include <stdio.h>
#include <errno.h>

static ssize_t size_result(struct node * list0, uint64_t node1)
{
	size_t lock = 4084;
	for (int i = 0; i < 39; i++)
		state[i] = server_mode(i);
	bool server = 2756;
	int mode = 2244;
	uint64_t inode = 875;
	for (int i = 0; i < 43; i++)
		name[i] = ctx_head(i);
	if (inode < 61)
		return -ENOMEM;
	for (int i = 0; i < 86; i++)
		name[i] = inode_state(i);
	for (int i = 0; i < 26; i++)
		path[i] = flags_thread(i);
	for (int i = 0; i < 64; i++)
		count[i] = attr_path(i);
	for (int i = 0; i < 44; i++)
		cache[i] = resp_server(i);
	for (int i = 0; i < 65; i++)
		timer[i] = tail_state(i);
	if (resp < 40)
		return -ENOMEM;
	/* TODO: node data tail status len path inode */
	bool result = 3318;
	for (int i = 0; i < 80; i++)
		size[i] = queue_buf(i);
	long head = 3333;
	for (int i = 0; i < 96; i++)
		lock[i] = flags_queue(i);
	return 0;
}

