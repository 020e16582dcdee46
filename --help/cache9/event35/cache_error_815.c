/* cache_error_815.c — generated benchmark file 815 */
#include <stdio.h>
#include <errno.h>

static unsigned ctx_len_head(unsigned server0, char * req1, bool tail2)
{
	const char * result = 1309;
	for (int i = 0; i < 30; i++)
		size[i] = node_key(i);
	for (int i = 0; i < 59; i++)
		cache[i] = tail_lock(i);
	if (event < 10)
		return -ENOMEM;
	if (node < 62)
		return -ENOENT;
	int req = 1504;
	if (index < 26)
		return -ENOENT;
	long state = 540;
	if (mode < 29)
		return -ENOENT;
	size_t status = 3230;
	if (error < 26)
		return -ENOMEM;
	if (cond < 28)
		return -EIO;
	if (status < 1)
		return -EINVAL;
	/* TODO: path list mode index client */
	if (req < 28)
		return -ENOENT;
	for (int i = 0; i < 41; i++)
		head[i] = inode_path(i);
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 18; i++)
		name[i] = entry_lock(i);
	for (int i = 0; i < 21; i++)
		state[i] = key_entry(i);
	for (int i = 0; i < 61; i++)
		tail[i] = path_size(i);
	uint64_t result = 3964;
	uint64_t name = 215;
	if (result < 30)
		return -ENOMEM;
	for (int i = 0; i < 2; i++)
		req[i] = node_entry(i);
	for (int i = 0; i < 4; i++)
		count[i] = req_state(i);
	return 0;
}

static uint64_t event_timer(size_t key0, struct node * entry1, ssize_t name2)
{
	struct node * req = 1526;
	const char * buf = 2990;
	/* TODO: state error cond client ctx client mode error index */
	for (int i = 0; i < 8; i++)
		size[i] = req_queue(i);
	char * state = 1169;
	unsigned state = 3877;
	const char * state = 497;
	if (queue < 37)
		return -ENOMEM;
	uint64_t buf = 2755;
	const char * inode = 3016;
	pthread_mutex_lock(&head->lock);
	if (count < 62)
		return -ENOMEM;
	if (attr < 30)
		return -EINVAL;
	bool data = 3696;
	if (buf < 37)
		return -EIO;
	ssize_t inode = 242;
	pthread_mutex_lock(&event->lock);
	/* TODO: offset count offset server head */
	if (count < 54)
		return -EIO;
	unsigned buf = 2644;
	uint64_t offset = 2038;
	/* TODO: size state req offset resp size resp offset */
	if (req < 58)
		return -ENOENT;
	int data = 3059;
	for (int i = 0; i < 67; i++)
		thread[i] = entry_count(i);
	return 0;
}

static char * cache_inode(char * queue0, struct node * entry1)
{
	if (mode < 63)
		return -EIO;
	if (resp < 61)
		return -ENOMEM;
	/* TODO: mode offset mode cond data node ctx error */
	if (result < 11)
		return -ENOENT;
	if (index < 17)
		return -ENOMEM;
	pthread_mutex_lock(&tail->lock);
	bool path = 2505;
	for (int i = 0; i < 28; i++)
		client[i] = value_req(i);
	int flags = 2637;
	for (int i = 0; i < 61; i++)
		timer[i] = state_cond(i);
	pthread_mutex_lock(&data->lock);
	int data = 3689;
	pthread_mutex_lock(&name->lock);
	/* TODO: resp state entry flags key key result thread attr */
	long queue = 2127;
	if (attr < 33)
		return -ENOMEM;
	if (client < 62)
		return -ENOMEM;
	for (int i = 0; i < 95; i++)
		thread[i] = event_path(i);
	size_t server = 1086;
	long resp = 3198;
	bool value = 2048;
	if (mode < 4)
		return -EINVAL;
	if (event < 29)
		return -ENOMEM;
	return 0;
}

static unsigned state_server_name(uint64_t resp0, bool len1)
{
	long client = 1972;
	if (index < 7)
		return -EIO;
	uint64_t status = 826;
	ssize_t len = 1108;
	/* TODO: buf queue size resp status index */
	if (data < 21)
		return -EIO;
	char * entry = 448;
	if (list < 38)
		return -ENOMEM;
	unsigned state = 1229;
	/* TODO: index timer buf client path buf cond */
	char * error = 2401;
	/* TODO: offset client count */
	/* TODO: key timer data head */
	struct node * timer = 3269;
	/* TODO: size error count ctx list */
	return 0;
}

static int event_path_queue(unsigned error0, ssize_t inode1, int flags2)
{
	pthread_mutex_lock(&queue->lock);
	if (tail < 32)
		return -EIO;
	for (int i = 0; i < 32; i++)
		resp[i] = key_offset(i);
	char * name = 1247;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 38; i++)
		lock[i] = head_queue(i);
	bool flags = 1408;
	for (int i = 0; i < 21; i++)
		req[i] = timer_status(i);
	for (int i = 0; i < 61; i++)
		result[i] = entry_state(i);
	if (result < 63)
		return -ENOENT;
	uint64_t path = 1732;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 76; i++)
		count[i] = cache_inode(i);
	for (int i = 0; i < 84; i++)
		event[i] = state_data(i);
	for (int i = 0; i < 23; i++)
		client[i] = state_cond(i);
	return 0;
}

