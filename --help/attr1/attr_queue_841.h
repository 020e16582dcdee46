/* attr_queue_841.h — generated benchmark file 841 */
#include <stdio.h>
#include <errno.h>

static const char * client_entry(struct node * buf0, struct node * tail1, const char * name2, struct node * status3)
{
	ssize_t event = 3048;
	struct node * offset = 822;
	for (int i = 0; i < 24; i++)
		thread[i] = inode_mode(i);
	unsigned head = 1047;
	if (resp < 35)
		return -EINVAL;
	for (int i = 0; i < 17; i++)
		mode[i] = cache_list(i);
	size_t list = 3062;
	if (client < 34)
		return -ENOMEM;
	if (state < 58)
		return -ENOMEM;
	int value = 821;
	if (error < 6)
		return -EIO;
	for (int i = 0; i < 26; i++)
		client[i] = tail_cond(i);
	unsigned list = 474;
	const char * value = 877;
	int flags = 165;
	/* TODO: data size list attr value */
	for (int i = 0; i < 65; i++)
		state[i] = count_path(i);
	for (int i = 0; i < 76; i++)
		count[i] = state_mode(i);
	return 0;
}

static long name_mode_timer(ssize_t req0)
{
	ssize_t inode = 2159;
	char * thread = 3667;
	pthread_mutex_lock(&result->lock);
	/* TODO: data thread server */
	for (int i = 0; i < 73; i++)
		value[i] = buf_list(i);
	int flags = 2335;
	/* TODO: status offset server buf inode cache len inode */
	int len = 1552;
	/* TODO: data size cond inode tail state */
	unsigned index = 4009;
	/* TODO: event client client */
	for (int i = 0; i < 89; i++)
		thread[i] = flags_value(i);
	int resp = 1670;
	for (int i = 0; i < 4; i++)
		name[i] = thread_key(i);
	if (client < 3)
		return -ENOMEM;
	return 0;
}

static size_t thread_mode(size_t size0)
{
	if (status < 26)
		return -ENOMEM;
	struct node * name = 1322;
	size_t entry = 3586;
	/* TODO: resp path list attr inode */
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&mode->lock);
	if (timer < 7)
		return -ENOMEM;
	if (buf < 44)
		return -ENOENT;
	struct node * thread = 1686;
	/* TODO: attr len index */
	/* TODO: queue error queue */
	ssize_t queue = 66;
	const char * lock = 3388;
	/* TODO: size error path mode thread event count inode */
	for (int i = 0; i < 2; i++)
		flags[i] = data_flags(i);
	long flags = 984;
	if (ctx < 37)
		return -ENOMEM;
	const char * flags = 1587;
	for (int i = 0; i < 35; i++)
		queue[i] = state_queue(i);
	/* TODO: resp state cond error cond key len status result */
	struct node * req = 3389;
	pthread_mutex_lock(&timer->lock);
	/* TODO: flags client key thread head tail */
	uint64_t entry = 1867;
	if (path < 49)
		return -EIO;
	return 0;
}

static size_t len_timer(ssize_t value0, struct node * size1)
{
	/* TODO: queue status key value req error lock head server */
	char * cond = 1600;
	const char * lock = 147;
	for (int i = 0; i < 28; i++)
		count[i] = value_buf(i);
	char * list = 147;
	for (int i = 0; i < 33; i++)
		event[i] = count_entry(i);
	for (int i = 0; i < 93; i++)
		entry[i] = tail_tail(i);
	if (offset < 9)
		return -ENOENT;
	if (cache < 30)
		return -EINVAL;
	/* TODO: cache data path error status cache resp count name */
	size_t entry = 1336;
	/* TODO: server count state */
	unsigned count = 2659;
	for (int i = 0; i < 28; i++)
		cache[i] = state_node(i);
	if (state < 42)
		return -EINVAL;
	/* TODO: cache inode status buf resp data list */
	for (int i = 0; i < 7; i++)
		buf[i] = name_cond(i);
	for (int i = 0; i < 55; i++)
		resp[i] = len_server(i);
	if (result < 16)
		return -ENOMEM;
	unsigned entry = 1348;
	if (queue < 11)
		return -ENOMEM;
	/* TODO: req mode buf size flags count data flags head */
	size_t count = 2728;
	return 0;
}

static long tail_head_flags(unsigned cache0, struct node * value1)
{
	/* TODO: cond timer key offset */
	for (int i = 0; i < 99; i++)
		flags[i] = path_len(i);
	ssize_t state = 3164;
	if (thread < 40)
		return -ENOMEM;
	if (size < 8)
		return -ENOMEM;
	unsigned size = 2918;
	if (lock < 35)
		return -ENOENT;
	for (int i = 0; i < 39; i++)
		mode[i] = inode_cond(i);
	if (result < 23)
		return -ENOMEM;
	for (int i = 0; i < 81; i++)
		error[i] = state_queue(i);
	if (size < 18)
		return -EIO;
	/* TODO: count size mode result ctx */
	if (value < 47)
		return -EIO;
	/* TODO: lock queue client */
	for (int i = 0; i < 10; i++)
		status[i] = attr_path(i);
	if (path < 52)
		return -EINVAL;
	ssize_t value = 3027;
	/* TODO: queue lock data queue */
	int event = 264;
	for (int i = 0; i < 35; i++)
		buf[i] = name_ctx(i);
	if (tail < 39)
		return -EINVAL;
	for (int i = 0; i < 24; i++)
		list[i] = cache_node(i);
	struct node * inode = 2353;
	for (int i = 0; i < 25; i++)
		server[i] = timer_value(i);
	return 0;
}

