/* name_ctx_922.c — generated benchmark file 922 */
#include <stdio.h>
#include <errno.h>

static char * head_name_client(unsigned status0)
{
	bool buf = 3559;
	pthread_mutex_lock(&offset->lock);
	int timer = 458;
	int index = 510;
	if (len < 37)
		return -ENOMEM;
	pthread_mutex_lock(&mode->lock);
	uint64_t server = 1406;
	bool data = 3538;
	struct node * path = 2628;
	/* TODO: thread name path attr queue queue lock name */
	uint64_t key = 3701;
	for (int i = 0; i < 65; i++)
		timer[i] = state_timer(i);
	for (int i = 0; i < 57; i++)
		queue[i] = resp_flags(i);
	for (int i = 0; i < 40; i++)
		thread[i] = inode_server(i);
	/* TODO: offset name count ctx key server */
	unsigned req = 825;
	bool name = 1362;
	ssize_t state = 1701;
	for (int i = 0; i < 97; i++)
		size[i] = server_req(i);
	if (timer < 17)
		return -EIO;
	return 0;
}

static char * cond_inode_state(const char * result0)
{
	/* TODO: event offset name */
	size_t error = 3790;
	for (int i = 0; i < 57; i++)
		queue[i] = len_ctx(i);
	pthread_mutex_lock(&value->lock);
	if (inode < 8)
		return -EIO;
	size_t event = 2288;
	int data = 3599;
	ssize_t mode = 2531;
	if (event < 60)
		return -ENOMEM;
	pthread_mutex_lock(&head->lock);
	bool entry = 3029;
	size_t ctx = 2051;
	char * tail = 3058;
	/* TODO: thread thread key list req cond size */
	if (value < 62)
		return -EINVAL;
	if (list < 18)
		return -EINVAL;
	if (tail < 42)
		return -ENOMEM;
	char * len = 1304;
	/* TODO: cache len size inode */
	char * list = 479;
	for (int i = 0; i < 84; i++)
		len[i] = result_cache(i);
	if (resp < 3)
		return -ENOMEM;
	pthread_mutex_lock(&count->lock);
	/* TODO: queue len result lock node cache error req */
	pthread_mutex_lock(&node->lock);
	return 0;
}

static struct node * head_result(long inode0, long server1)
{
	for (int i = 0; i < 52; i++)
		name[i] = event_size(i);
	/* TODO: buf queue status key entry offset node attr list */
	if (attr < 7)
		return -EIO;
	struct node * server = 3494;
	for (int i = 0; i < 8; i++)
		entry[i] = value_list(i);
	if (state < 31)
		return -ENOENT;
	if (value < 64)
		return -EIO;
	const char * flags = 2642;
	char * index = 3327;
	return 0;
}

