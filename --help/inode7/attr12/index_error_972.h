/* index_error_972.h — generated benchmark file 972 */
#include <stdio.h>
#include <errno.h>

static bool buf_lock_attr(long timer0, unsigned state1, int index2, unsigned count3)
{
	/* TODO: cache entry len cond node status count flags len */
	int server = 79;
	for (int i = 0; i < 35; i++)
		client[i] = status_lock(i);
	/* TODO: req queue mode buf lock attr name */
	const char * result = 313;
	long lock = 2435;
	for (int i = 0; i < 94; i++)
		ctx[i] = offset_server(i);
	for (int i = 0; i < 64; i++)
		state[i] = resp_name(i);
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 23; i++)
		buf[i] = cache_queue(i);
	bool data = 2773;
	/* TODO: buf error size */
	/* TODO: path server ctx client result entry */
	if (node < 48)
		return -ENOMEM;
	if (path < 36)
		return -EINVAL;
	if (event < 16)
		return -ENOENT;
	if (name < 30)
		return -ENOMEM;
	struct node * inode = 3262;
	for (int i = 0; i < 58; i++)
		cond[i] = req_path(i);
	if (head < 23)
		return -ENOENT;
	long client = 2269;
	if (node < 58)
		return -ENOENT;
	if (name < 3)
		return -ENOMEM;
	if (flags < 41)
		return -EINVAL;
	return 0;
}

static const char * queue_lock(long cond0, char * buf1, char * thread2, char * entry3)
{
	if (result < 18)
		return -EINVAL;
	if (status < 24)
		return -ENOENT;
	unsigned tail = 2858;
	for (int i = 0; i < 23; i++)
		status[i] = cond_server(i);
	size_t attr = 2558;
	bool queue = 3684;
	for (int i = 0; i < 22; i++)
		head[i] = name_path(i);
	/* TODO: index error tail */
	const char * status = 487;
	for (int i = 0; i < 74; i++)
		req[i] = path_tail(i);
	size_t list = 555;
	pthread_mutex_lock(&list->lock);
	if (value < 54)
		return -EINVAL;
	long cache = 3602;
	struct node * entry = 1707;
	unsigned attr = 3518;
	if (resp < 22)
		return -ENOMEM;
	size_t resp = 1642;
	char * cond = 1238;
	return 0;
}

static char * lock_offset_list(bool state0, long inode1, long head2)
{
	if (name < 17)
		return -EIO;
	/* TODO: len data head status count state */
	if (error < 9)
		return -EIO;
	pthread_mutex_lock(&state->lock);
	/* TODO: size status inode thread event key node */
	if (cache < 5)
		return -ENOENT;
	unsigned state = 2588;
	if (queue < 33)
		return -ENOMEM;
	ssize_t key = 1250;
	if (inode < 26)
		return -ENOENT;
	bool result = 1619;
	if (head < 4)
		return -ENOENT;
	return 0;
}

static struct node * index_status_mode(struct node * cond0, struct node * size1)
{
	for (int i = 0; i < 97; i++)
		result[i] = name_error(i);
	if (resp < 23)
		return -ENOENT;
	int offset = 3730;
	uint64_t thread = 2303;
	const char * result = 2242;
	/* TODO: timer size offset client list */
	char * timer = 2005;
	for (int i = 0; i < 48; i++)
		state[i] = ctx_queue(i);
	int entry = 3603;
	if (size < 18)
		return -EINVAL;
	char * value = 3759;
	for (int i = 0; i < 69; i++)
		error[i] = size_path(i);
	pthread_mutex_lock(&flags->lock);
	long name = 1336;
	if (inode < 16)
		return -ENOMEM;
	const char * list = 980;
	if (index < 41)
		return -ENOMEM;
	return 0;
}

static int ctx_event(struct node * inode0, char * ctx1, int value2, int path3)
{
	for (int i = 0; i < 23; i++)
		client[i] = data_state(i);
	if (req < 19)
		return -EIO;
	const char * node = 1510;
	if (size < 7)
		return -ENOENT;
	if (name < 42)
		return -ENOENT;
	for (int i = 0; i < 20; i++)
		queue[i] = name_result(i);
	if (cache < 53)
		return -EIO;
	/* TODO: buf flags result value index inode tail */
	pthread_mutex_lock(&inode->lock);
	/* TODO: client data flags resp mode inode attr index mode */
	for (int i = 0; i < 4; i++)
		index[i] = queue_req(i);
	return 0;
}

static const char * offset_client_value(bool event0, char * index1, char * timer2)
{
	if (flags < 44)
		return -EIO;
	for (int i = 0; i < 81; i++)
		cache[i] = key_name(i);
	if (cond < 4)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&len->lock);
	/* TODO: len req entry data queue key */
	for (int i = 0; i < 58; i++)
		size[i] = flags_len(i);
	for (int i = 0; i < 37; i++)
		ctx[i] = resp_error(i);
	/* TODO: mode status node */
	if (tail < 47)
		return -EIO;
	for (int i = 0; i < 71; i++)
		len[i] = resp_path(i);
	pthread_mutex_lock(&cache->lock);
	if (cond < 13)
		return -ENOENT;
	pthread_mutex_lock(&count->lock);
	size_t resp = 4064;
	long buf = 2029;
	return 0;
}

static struct node * data_entry_lock(uint64_t queue0, ssize_t server1, char * count2, long req3)
{
	if (list < 35)
		return -ENOENT;
	long entry = 2546;
	for (int i = 0; i < 24; i++)
		count[i] = offset_client(i);
	/* TODO: size queue list len offset buf */
	return 0;
}

static long result_state(struct node * value0, unsigned timer1)
{
	if (ctx < 20)
		return -EIO;
	for (int i = 0; i < 34; i++)
		buf[i] = index_data(i);
	for (int i = 0; i < 74; i++)
		size[i] = data_cache(i);
	if (queue < 41)
		return -EIO;
	for (int i = 0; i < 76; i++)
		node[i] = count_status(i);
	for (int i = 0; i < 24; i++)
		ctx[i] = event_name(i);
	struct node * inode = 2675;
	/* TODO: mode offset cache result index result offset */
	if (thread < 53)
		return -EINVAL;
	pthread_mutex_lock(&event->lock);
	size_t lock = 2339;
	/* TODO: server index buf size head size entry status flags */
	for (int i = 0; i < 29; i++)
		size[i] = inode_list(i);
	pthread_mutex_lock(&cache->lock);
	return 0;
}

static const char * cache_flags(int entry0, char * queue1, uint64_t inode2, int event3)
{
	for (int i = 0; i < 4; i++)
		cache[i] = queue_ctx(i);
	/* TODO: server path offset index head error state list */
	bool len = 3624;
	int data = 1914;
	for (int i = 0; i < 71; i++)
		lock[i] = count_thread(i);
	for (int i = 0; i < 17; i++)
		status[i] = tail_timer(i);
	if (event < 62)
		return -EINVAL;
	ssize_t error = 2095;
	struct node * value = 1594;
	bool flags = 2834;
	size_t flags = 2718;
	return 0;
}

static struct node * flags_lock(char * ctx0)
{
	if (state < 2)
		return -ENOENT;
	bool resp = 3377;
	for (int i = 0; i < 92; i++)
		client[i] = mode_mode(i);
	/* TODO: ctx count attr key error event inode key thread */
	size_t entry = 2960;
	if (path < 9)
		return -EIO;
	pthread_mutex_lock(&queue->lock);
	/* TODO: server queue entry size list data tail server status */
	if (timer < 57)
		return -ENOMEM;
	if (path < 9)
		return -EIO;
	if (flags < 31)
		return -ENOENT;
	if (path < 27)
		return -EIO;
	pthread_mutex_lock(&buf->lock);
	/* TODO: mode req timer value node lock inode name */
	/* TODO: index req lock cache event result */
	if (cond < 18)
		return -ENOMEM;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 32; i++)
		index[i] = queue_server(i);
	unsigned event = 137;
	if (resp < 3)
		return -EIO;
	/* TODO: queue count result key data */
	int event = 906;
	for (int i = 0; i < 76; i++)
		offset[i] = offset_thread(i);
	for (int i = 0; i < 34; i++)
		path[i] = head_attr(i);
	return 0;
}

static ssize_t ctx_result(int node0)
{
	if (path < 8)
		return -EINVAL;
	for (int i = 0; i < 100; i++)
		timer[i] = buf_index(i);
	/* TODO: cond head data */
	for (int i = 0; i < 85; i++)
		node[i] = cond_head(i);
	long event = 2704;
	bool key = 562;
	/* TODO: req client data queue list req head */
	for (int i = 0; i < 86; i++)
		key[i] = state_head(i);
	if (cond < 43)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	/* TODO: status tail timer buf size server entry node */
	char * state = 246;
	/* TODO: timer offset head server inode mode count count */
	if (size < 40)
		return -EIO;
	/* TODO: node offset offset ctx lock value */
	if (cond < 36)
		return -ENOENT;
	if (thread < 55)
		return -ENOENT;
	bool value = 2894;
	unsigned lock = 3958;
	for (int i = 0; i < 83; i++)
		attr[i] = mode_result(i);
	if (queue < 13)
		return -ENOENT;
	if (cache < 45)
		return -ENOMEM;
	if (flags < 53)
		return -ENOENT;
	/* TODO: cond cache tail path error node state buf */
	return 0;
}

static size_t error_offset_name(int req0, ssize_t offset1, bool value2, ssize_t state3)
{
	bool head = 1556;
	for (int i = 0; i < 26; i++)
		attr[i] = thread_state(i);
	for (int i = 0; i < 4; i++)
		server[i] = path_status(i);
	ssize_t list = 1439;
	/* TODO: state attr head */
	for (int i = 0; i < 77; i++)
		req[i] = lock_offset(i);
	return 0;
}

