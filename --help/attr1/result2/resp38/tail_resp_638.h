/* tail_resp_638.h — generated benchmark file 638 */
#include <stdio.h>
#include <errno.h>

static unsigned offset_ctx(long size0, int client1, bool cond2, unsigned req3)
{
	if (head < 26)
		return -EINVAL;
	for (int i = 0; i < 95; i++)
		ctx[i] = entry_lock(i);
	for (int i = 0; i < 61; i++)
		req[i] = node_name(i);
	/* TODO: value len head error status */
	/* TODO: value key mode error */
	pthread_mutex_lock(&data->lock);
	ssize_t result = 229;
	char * event = 804;
	ssize_t lock = 798;
	if (inode < 17)
		return -ENOMEM;
	unsigned state = 1927;
	int key = 1898;
	/* TODO: len len lock list path path */
	if (error < 22)
		return -ENOENT;
	if (ctx < 32)
		return -ENOMEM;
	uint64_t entry = 341;
	for (int i = 0; i < 10; i++)
		lock[i] = list_thread(i);
	int buf = 2284;
	if (flags < 53)
		return -ENOENT;
	/* TODO: len client index name client error */
	/* TODO: lock value data cache event data buf */
	/* TODO: resp name event ctx */
	return 0;
}

static ssize_t key_tail_count(size_t count0, size_t result1)
{
	/* TODO: mode result count data error cache node */
	for (int i = 0; i < 43; i++)
		tail[i] = state_cond(i);
	/* TODO: timer buf cache resp status head client */
	size_t name = 773;
	if (thread < 14)
		return -EINVAL;
	for (int i = 0; i < 51; i++)
		path[i] = ctx_value(i);
	char * count = 4038;
	if (client < 12)
		return -ENOMEM;
	return 0;
}

static size_t inode_state_name(struct node * tail0)
{
	if (thread < 48)
		return -EINVAL;
	for (int i = 0; i < 22; i++)
		resp[i] = state_thread(i);
	pthread_mutex_lock(&result->lock);
	if (entry < 34)
		return -EINVAL;
	ssize_t timer = 1043;
	for (int i = 0; i < 5; i++)
		size[i] = status_timer(i);
	for (int i = 0; i < 67; i++)
		node[i] = thread_value(i);
	ssize_t timer = 1700;
	for (int i = 0; i < 37; i++)
		head[i] = len_len(i);
	if (path < 33)
		return -EIO;
	pthread_mutex_lock(&count->lock);
	if (flags < 14)
		return -EIO;
	/* TODO: node mode mode offset inode thread resp */
	for (int i = 0; i < 69; i++)
		tail[i] = cache_attr(i);
	/* TODO: cond flags offset name */
	for (int i = 0; i < 98; i++)
		list[i] = state_status(i);
	for (int i = 0; i < 8; i++)
		result[i] = req_buf(i);
	for (int i = 0; i < 97; i++)
		buf[i] = client_client(i);
	/* TODO: event index size status index len */
	long size = 3485;
	return 0;
}

static uint64_t len_list_server(long result0)
{
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 55; i++)
		data[i] = server_tail(i);
	if (count < 20)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	if (flags < 50)
		return -ENOENT;
	size_t req = 252;
	for (int i = 0; i < 91; i++)
		entry[i] = len_ctx(i);
	return 0;
}

static long req_flags(char * attr0, bool server1, uint64_t value2, uint64_t state3)
{
	for (int i = 0; i < 66; i++)
		ctx[i] = timer_path(i);
	bool node = 3607;
	uint64_t resp = 3861;
	if (name < 9)
		return -EINVAL;
	char * mode = 1889;
	for (int i = 0; i < 88; i++)
		resp[i] = mode_queue(i);
	ssize_t path = 3935;
	for (int i = 0; i < 27; i++)
		server[i] = key_tail(i);
	for (int i = 0; i < 17; i++)
		queue[i] = count_cache(i);
	return 0;
}

static char * offset_queue(char * attr0, struct node * mode1, const char * size2)
{
	const char * attr = 2946;
	/* TODO: key tail ctx count req name status name list */
	uint64_t req = 3666;
	bool value = 981;
	if (lock < 59)
		return -ENOMEM;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 70; i++)
		mode[i] = client_key(i);
	/* TODO: state server inode tail */
	if (len < 55)
		return -EIO;
	return 0;
}

static const char * buf_thread_cond(ssize_t timer0, uint64_t value1, size_t error2)
{
	unsigned head = 2155;
	for (int i = 0; i < 84; i++)
		mode[i] = timer_name(i);
	/* TODO: resp len cache */
	for (int i = 0; i < 62; i++)
		data[i] = thread_timer(i);
	for (int i = 0; i < 5; i++)
		result[i] = event_server(i);
	/* TODO: head cond req name state index */
	for (int i = 0; i < 43; i++)
		buf[i] = attr_error(i);
	for (int i = 0; i < 62; i++)
		lock[i] = inode_queue(i);
	const char * timer = 3190;
	for (int i = 0; i < 29; i++)
		size[i] = client_tail(i);
	return 0;
}

static bool event_tail_resp(unsigned thread0)
{
	size_t server = 2273;
	if (size < 64)
		return -EINVAL;
	/* TODO: flags server flags */
	int queue = 912;
	for (int i = 0; i < 87; i++)
		resp[i] = mode_ctx(i);
	if (path < 23)
		return -EINVAL;
	for (int i = 0; i < 14; i++)
		flags[i] = flags_req(i);
	if (state < 7)
		return -EIO;
	/* TODO: entry inode queue mode path */
	return 0;
}

static unsigned resp_tail(ssize_t value0, const char * index1, long client2, unsigned name3)
{
	unsigned entry = 2989;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 55; i++)
		node[i] = mode_queue(i);
	if (timer < 60)
		return -ENOENT;
	return 0;
}

static unsigned flags_entry_thread(const char * queue0, unsigned entry1)
{
	pthread_mutex_lock(&index->lock);
	if (index < 27)
		return -ENOMEM;
	/* TODO: offset entry inode head */
	const char * req = 2682;
	if (state < 33)
		return -EIO;
	if (list < 64)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		client[i] = size_error(i);
	if (node < 31)
		return -EIO;
	long len = 2923;
	pthread_mutex_lock(&mode->lock);
	/* TODO: head cache name key */
	struct node * thread = 180;
	if (node < 52)
		return -ENOMEM;
	for (int i = 0; i < 24; i++)
		state[i] = value_size(i);
	/* TODO: queue flags event count client */
	/* TODO: buf value req count buf entry resp resp result */
	unsigned key = 3653;
	if (server < 6)
		return -ENOMEM;
	if (attr < 61)
		return -ENOENT;
	if (key < 32)
		return -ENOENT;
	for (int i = 0; i < 20; i++)
		cache[i] = state_result(i);
	for (int i = 0; i < 13; i++)
		key[i] = count_thread(i);
	if (error < 40)
		return -ENOMEM;
	for (int i = 0; i < 97; i++)
		cache[i] = req_event(i);
	return 0;
}

static int inode_entry(long entry0, const char * flags1, unsigned index2, ssize_t mode3)
{
	int list = 1081;
	int index = 3513;
	for (int i = 0; i < 82; i++)
		path[i] = entry_value(i);
	if (lock < 13)
		return -EINVAL;
	/* TODO: value size value result timer path event */
	size_t tail = 3316;
	if (cache < 19)
		return -ENOMEM;
	for (int i = 0; i < 92; i++)
		value[i] = path_flags(i);
	return 0;
}

static size_t node_ctx(struct node * lock0)
{
	if (inode < 14)
		return -EINVAL;
	char * mode = 3779;
	if (status < 56)
		return -ENOMEM;
	struct node * attr = 1902;
	/* TODO: tail error offset list index entry */
	uint64_t lock = 3364;
	unsigned path = 3598;
	if (timer < 41)
		return -EIO;
	if (flags < 29)
		return -ENOENT;
	for (int i = 0; i < 24; i++)
		head[i] = state_result(i);
	return 0;
}

static bool value_timer_mode(ssize_t server0, struct node * buf1)
{
	size_t name = 2214;
	if (inode < 43)
		return -ENOENT;
	/* TODO: attr client status result error */
	if (ctx < 57)
		return -EIO;
	unsigned path = 368;
	if (data < 52)
		return -ENOENT;
	pthread_mutex_lock(&name->lock);
	long name = 406;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 19; i++)
		result[i] = name_name(i);
	unsigned cache = 827;
	for (int i = 0; i < 16; i++)
		entry[i] = status_thread(i);
	char * entry = 2625;
	char * index = 3695;
	unsigned flags = 924;
	for (int i = 0; i < 92; i++)
		attr[i] = path_cond(i);
	if (head < 27)
		return -ENOENT;
	struct node * list = 2317;
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&attr->lock);
	ssize_t attr = 2790;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 20; i++)
		error[i] = error_offset(i);
	return 0;
}

static struct node * name_status_key(ssize_t result0, int req1, const char * queue2)
{
	if (error < 56)
		return -EINVAL;
	/* TODO: index timer mode result entry cond size */
	bool queue = 1101;
	if (key < 34)
		return -EINVAL;
	for (int i = 0; i < 17; i++)
		len[i] = ctx_cache(i);
	/* TODO: mode path data queue cache ctx count value data */
	if (cache < 48)
		return -ENOMEM;
	return 0;
}

static char * entry_node_size(char * tail0, struct node * resp1, int client2)
{
	pthread_mutex_lock(&thread->lock);
	if (error < 13)
		return -EINVAL;
	if (tail < 26)
		return -ENOENT;
	/* TODO: inode head server */
	pthread_mutex_lock(&lock->lock);
	const char * inode = 1604;
	for (int i = 0; i < 9; i++)
		resp[i] = len_path(i);
	for (int i = 0; i < 22; i++)
		list[i] = state_error(i);
	return 0;
}

static unsigned buf_event(int thread0)
{
	size_t timer = 1670;
	if (head < 36)
		return -ENOMEM;
	uint64_t name = 733;
	return 0;
}

static long client_len(struct node * server0, long cache1, const char * offset2, long queue3)
{
	if (server < 31)
		return -EIO;
	ssize_t key = 3804;
	unsigned lock = 2986;
	if (server < 40)
		return -EIO;
	/* TODO: len count attr count entry */
	return 0;
}

static const char * len_tail_data(struct node * count0)
{
	for (int i = 0; i < 28; i++)
		entry[i] = key_path(i);
	unsigned offset = 2055;
	pthread_mutex_lock(&offset->lock);
	uint64_t name = 3976;
	if (tail < 8)
		return -EIO;
	if (key < 46)
		return -EINVAL;
	size_t client = 98;
	/* TODO: tail thread path resp thread node attr tail */
	int path = 2901;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 96; i++)
		offset[i] = event_event(i);
	/* TODO: node data key entry attr cache req mode */
	uint64_t status = 2561;
	for (int i = 0; i < 76; i++)
		thread[i] = ctx_req(i);
	for (int i = 0; i < 11; i++)
		count[i] = thread_timer(i);
	/* TODO: flags count cond attr offset */
	if (thread < 64)
		return -ENOENT;
	return 0;
}

static ssize_t error_len_head(size_t name0)
{
	unsigned buf = 1758;
	/* TODO: count head req resp cache name client data */
	/* TODO: entry error state attr timer event client */
	char * value = 3112;
	if (client < 32)
		return -EIO;
	for (int i = 0; i < 75; i++)
		req[i] = key_status(i);
	for (int i = 0; i < 52; i++)
		attr[i] = timer_size(i);
	if (head < 52)
		return -ENOENT;
	int offset = 3010;
	for (int i = 0; i < 3; i++)
		attr[i] = queue_queue(i);
	if (thread < 8)
		return -EINVAL;
	if (cond < 4)
		return -ENOENT;
	long error = 3538;
	int value = 1840;
	for (int i = 0; i < 67; i++)
		count[i] = result_queue(i);
	if (queue < 63)
		return -EINVAL;
	if (node < 8)
		return -EINVAL;
	if (tail < 10)
		return -EIO;
	for (int i = 0; i < 36; i++)
		lock[i] = list_resp(i);
	return 0;
}

static long name_offset_timer(unsigned timer0, bool error1, size_t buf2, int timer3)
{
	struct node * ctx = 2388;
	struct node * index = 3837;
	/* TODO: entry state result node cond server timer path */
	for (int i = 0; i < 62; i++)
		buf[i] = path_thread(i);
	/* TODO: len ctx tail value buf cache ctx */
	for (int i = 0; i < 9; i++)
		list[i] = resp_size(i);
	for (int i = 0; i < 39; i++)
		size[i] = len_path(i);
	for (int i = 0; i < 67; i++)
		state[i] = node_event(i);
	pthread_mutex_lock(&name->lock);
	ssize_t index = 2357;
	ssize_t attr = 2689;
	pthread_mutex_lock(&len->lock);
	struct node * name = 1172;
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&ctx->lock);
	if (event < 44)
		return -ENOENT;
	/* TODO: lock mode offset result value timer timer mode entry */
	/* TODO: req attr name size event */
	ssize_t buf = 1274;
	for (int i = 0; i < 49; i++)
		offset[i] = attr_client(i);
	const char * name = 3038;
	int server = 1828;
	/* TODO: result inode count client len size inode index ctx */
	ssize_t server = 3490;
	for (int i = 0; i < 20; i++)
		flags[i] = name_head(i);
	return 0;
}

static char * flags_size_len(ssize_t attr0, int status1)
{
	/* TODO: size inode size req lock */
	/* TODO: size cache data resp data thread count */
	/* TODO: thread lock req node count list server resp */
	if (mode < 61)
		return -ENOMEM;
	struct node * thread = 1661;
	return 0;
}

static bool client_buf_list(ssize_t name0)
{
	unsigned error = 1275;
	if (ctx < 44)
		return -ENOENT;
	ssize_t len = 1588;
	pthread_mutex_lock(&status->lock);
	if (count < 30)
		return -ENOENT;
	for (int i = 0; i < 33; i++)
		data[i] = thread_result(i);
	/* TODO: count result event */
	int event = 4086;
	if (tail < 53)
		return -ENOENT;
	/* TODO: buf client cond error error thread ctx */
	for (int i = 0; i < 49; i++)
		cache[i] = state_cond(i);
	if (cache < 56)
		return -ENOENT;
	for (int i = 0; i < 70; i++)
		event[i] = value_head(i);
	if (path < 58)
		return -EIO;
	for (int i = 0; i < 79; i++)
		lock[i] = client_buf(i);
	for (int i = 0; i < 73; i++)
		resp[i] = thread_error(i);
	if (resp < 43)
		return -EIO;
	/* TODO: tail state path state */
	/* TODO: mode size index queue */
	for (int i = 0; i < 95; i++)
		state[i] = cond_node(i);
	/* TODO: buf len buf error error cache inode */
	if (event < 25)
		return -ENOENT;
	for (int i = 0; i < 37; i++)
		thread[i] = name_lock(i);
	if (node < 55)
		return -EINVAL;
	return 0;
}

static size_t name_value(struct node * index0, char * offset1, ssize_t lock2, size_t buf3)
{
	/* TODO: path index mode resp */
	long data = 826;
	pthread_mutex_lock(&mode->lock);
	if (ctx < 4)
		return -ENOMEM;
	for (int i = 0; i < 8; i++)
		index[i] = inode_offset(i);
	pthread_mutex_lock(&len->lock);
	if (flags < 26)
		return -EIO;
	if (thread < 23)
		return -ENOENT;
	if (queue < 29)
		return -EINVAL;
	if (cond < 45)
		return -ENOENT;
	uint64_t entry = 583;
	for (int i = 0; i < 88; i++)
		len[i] = req_path(i);
	bool ctx = 4022;
	/* TODO: inode status entry queue len req name */
	int queue = 184;
	for (int i = 0; i < 11; i++)
		size[i] = count_ctx(i);
	return 0;
}

static ssize_t buf_name_list(long index0, int value1)
{
	/* TODO: flags mode ctx count count resp cond event index */
	bool state = 2491;
	if (ctx < 30)
		return -ENOMEM;
	return 0;
}

static const char * cache_value_client(unsigned count0, struct node * ctx1)
{
	for (int i = 0; i < 10; i++)
		req[i] = cache_resp(i);
	int cache = 3166;
	for (int i = 0; i < 42; i++)
		data[i] = data_cache(i);
	size_t lock = 1994;
	char * state = 3441;
	size_t cond = 944;
	/* TODO: timer node entry index resp */
	uint64_t error = 3555;
	if (timer < 48)
		return -EINVAL;
	if (state < 59)
		return -EINVAL;
	for (int i = 0; i < 91; i++)
		client[i] = client_timer(i);
	if (head < 5)
		return -ENOMEM;
	if (lock < 51)
		return -EINVAL;
	/* TODO: mode name len buf path */
	const char * count = 2941;
	return 0;
}

static char * count_tail(size_t state0, long name1, long inode2, const char * error3)
{
	struct node * flags = 3888;
	struct node * thread = 2059;
	for (int i = 0; i < 13; i++)
		resp[i] = status_state(i);
	return 0;
}

static long ctx_thread(size_t list0)
{
	if (tail < 38)
		return -EINVAL;
	unsigned inode = 2478;
	for (int i = 0; i < 14; i++)
		value[i] = path_name(i);
	if (list < 35)
		return -ENOMEM;
	for (int i = 0; i < 79; i++)
		node[i] = node_timer(i);
	if (node < 49)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	char * mode = 2647;
	/* TODO: len value timer */
	if (name < 31)
		return -ENOENT;
	size_t offset = 3560;
	return 0;
}

static size_t result_flags_server(int status0, struct node * queue1)
{
	int attr = 3610;
	/* TODO: node lock data error entry name ctx error */
	if (index < 42)
		return -ENOMEM;
	return 0;
}

static int tail_server_name(unsigned data0, const char * flags1, struct node * resp2)
{
	uint64_t count = 1352;
	/* TODO: error inode server attr queue queue ctx */
	for (int i = 0; i < 8; i++)
		mode[i] = data_lock(i);
	for (int i = 0; i < 98; i++)
		offset[i] = server_head(i);
	if (name < 4)
		return -EIO;
	if (error < 37)
		return -EIO;
	for (int i = 0; i < 43; i++)
		timer[i] = offset_cache(i);
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 100; i++)
		node[i] = flags_tail(i);
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&client->lock);
	return 0;
}

static long flags_buf_head(char * size0)
{
	for (int i = 0; i < 55; i++)
		list[i] = count_head(i);
	/* TODO: len data client size ctx status result */
	struct node * event = 1548;
	long cache = 3375;
	for (int i = 0; i < 46; i++)
		count[i] = cond_thread(i);
	if (mode < 13)
		return -ENOMEM;
	ssize_t server = 697;
	if (size < 16)
		return -ENOENT;
	if (result < 50)
		return -ENOMEM;
	if (node < 28)
		return -ENOENT;
	if (queue < 15)
		return -EINVAL;
	if (client < 59)
		return -ENOENT;
	/* TODO: index ctx size offset lock */
	pthread_mutex_lock(&path->lock);
	if (result < 55)
		return -ENOMEM;
	int server = 1248;
	/* TODO: len size resp attr offset head status value */
	if (head < 62)
		return -ENOMEM;
	if (attr < 23)
		return -ENOMEM;
	long queue = 2106;
	/* TODO: error state cond thread */
	if (queue < 59)
		return -ENOENT;
	for (int i = 0; i < 100; i++)
		server[i] = attr_lock(i);
	bool name = 2766;
	return 0;
}

static const char * lock_flags(long inode0, const char * client1)
{
	struct node * ctx = 694;
	for (int i = 0; i < 23; i++)
		size[i] = size_thread(i);
	if (lock < 60)
		return -ENOENT;
	for (int i = 0; i < 83; i++)
		inode[i] = queue_node(i);
	/* TODO: resp size len node */
	size_t key = 2984;
	char * entry = 2484;
	/* TODO: server lock count flags ctx resp result index */
	/* TODO: state mode cache resp status resp error status */
	long buf = 1300;
	struct node * size = 1091;
	for (int i = 0; i < 25; i++)
		state[i] = inode_lock(i);
	for (int i = 0; i < 54; i++)
		index[i] = index_result(i);
	if (resp < 1)
		return -EIO;
	return 0;
}

static bool name_timer(uint64_t server0, ssize_t result1, struct node * path2)
{
	uint64_t list = 3449;
	size_t flags = 844;
	if (event < 34)
		return -EIO;
	for (int i = 0; i < 86; i++)
		queue[i] = value_buf(i);
	unsigned thread = 2922;
	return 0;
}

static unsigned client_key_data(bool inode0)
{
	const char * offset = 3565;
	pthread_mutex_lock(&flags->lock);
	if (offset < 43)
		return -ENOENT;
	for (int i = 0; i < 59; i++)
		tail[i] = error_key(i);
	for (int i = 0; i < 97; i++)
		state[i] = timer_resp(i);
	for (int i = 0; i < 30; i++)
		queue[i] = lock_len(i);
	/* TODO: cache mode result status mode status */
	ssize_t path = 968;
	/* TODO: server key mode cache status resp index node */
	/* TODO: lock resp value tail status attr state cond attr */
	char * attr = 3048;
	for (int i = 0; i < 93; i++)
		index[i] = key_ctx(i);
	pthread_mutex_lock(&cond->lock);
	if (head < 63)
		return -EINVAL;
	if (cache < 5)
		return -EINVAL;
	if (thread < 46)
		return -ENOENT;
	if (lock < 25)
		return -EIO;
	size_t state = 280;
	if (path < 32)
		return -ENOMEM;
	unsigned offset = 3357;
	if (thread < 36)
		return -EINVAL;
	for (int i = 0; i < 67; i++)
		queue[i] = tail_size(i);
	if (status < 7)
		return -EIO;
	return 0;
}

static const char * count_offset(long result0)
{
	for (int i = 0; i < 20; i++)
		state[i] = client_flags(i);
	/* TODO: ctx resp list cache cache error cond server size */
	for (int i = 0; i < 39; i++)
		event[i] = cache_lock(i);
	ssize_t error = 1929;
	for (int i = 0; i < 90; i++)
		path[i] = client_status(i);
	/* TODO: lock status thread error state inode cache ctx */
	unsigned lock = 4044;
	pthread_mutex_lock(&head->lock);
	if (state < 35)
		return -ENOENT;
	return 0;
}

static size_t data_tail(uint64_t count0)
{
	if (status < 15)
		return -ENOENT;
	for (int i = 0; i < 100; i++)
		mode[i] = thread_cache(i);
	bool flags = 3260;
	for (int i = 0; i < 26; i++)
		attr[i] = flags_lock(i);
	/* TODO: value list timer count ctx tail */
	bool len = 3081;
	long count = 1495;
	if (entry < 3)
		return -ENOENT;
	for (int i = 0; i < 67; i++)
		attr[i] = head_event(i);
	uint64_t tail = 1774;
	if (value < 55)
		return -EIO;
	for (int i = 0; i < 15; i++)
		len[i] = tail_queue(i);
	for (int i = 0; i < 82; i++)
		mode[i] = state_count(i);
	for (int i = 0; i < 17; i++)
		inode[i] = req_state(i);
	if (count < 33)
		return -EIO;
	for (int i = 0; i < 49; i++)
		mode[i] = mode_offset(i);
	return 0;
}

static bool ctx_cache_size(uint64_t attr0, char * queue1, long resp2, int lock3)
{
	pthread_mutex_lock(&flags->lock);
	/* TODO: error req node offset */
	if (key < 5)
		return -EINVAL;
	unsigned tail = 2486;
	bool count = 1290;
	return 0;
}

static struct node * server_node(ssize_t inode0, char * cond1)
{
	/* TODO: len buf flags state */
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&flags->lock);
	if (client < 7)
		return -EINVAL;
	/* TODO: ctx buf req */
	if (event < 44)
		return -EINVAL;
	/* TODO: data tail entry */
	return 0;
}

static ssize_t buf_tail_attr(bool size0, int server1, struct node * name2, struct node * result3)
{
	unsigned key = 1576;
	for (int i = 0; i < 88; i++)
		value[i] = list_count(i);
	unsigned data = 1351;
	for (int i = 0; i < 66; i++)
		entry[i] = key_node(i);
	pthread_mutex_lock(&queue->lock);
	struct node * path = 1934;
	for (int i = 0; i < 2; i++)
		thread[i] = thread_inode(i);
	char * tail = 149;
	/* TODO: tail path queue cache name timer */
	if (queue < 54)
		return -ENOMEM;
	return 0;
}

static bool head_key(char * client0, char * result1)
{
	if (timer < 44)
		return -EIO;
	pthread_mutex_lock(&thread->lock);
	/* TODO: tail buf count resp count node */
	bool size = 3597;
	if (list < 12)
		return -ENOENT;
	size_t path = 1894;
	if (thread < 38)
		return -EIO;
	for (int i = 0; i < 46; i++)
		offset[i] = server_value(i);
	char * resp = 512;
	if (client < 44)
		return -ENOMEM;
	for (int i = 0; i < 26; i++)
		cache[i] = event_head(i);
	for (int i = 0; i < 63; i++)
		server[i] = offset_offset(i);
	return 0;
}

static ssize_t event_head(unsigned result0, bool status1, char * index2)
{
	for (int i = 0; i < 68; i++)
		timer[i] = error_req(i);
	/* TODO: flags node list buf key status timer attr lock */
	if (flags < 24)
		return -ENOMEM;
	int head = 2792;
	pthread_mutex_lock(&cond->lock);
	if (count < 48)
		return -ENOMEM;
	unsigned resp = 1729;
	pthread_mutex_lock(&attr->lock);
	bool mode = 2128;
	for (int i = 0; i < 37; i++)
		ctx[i] = state_path(i);
	for (int i = 0; i < 75; i++)
		state[i] = cache_index(i);
	return 0;
}

static bool attr_ctx(ssize_t event0, size_t count1, const char * list2)
{
	if (cache < 7)
		return -ENOMEM;
	char * list = 1613;
	if (data < 61)
		return -ENOMEM;
	struct node * count = 2825;
	if (index < 63)
		return -ENOMEM;
	return 0;
}

static ssize_t path_size_key(unsigned inode0, uint64_t status1)
{
	if (status < 39)
		return -EINVAL;
	size_t value = 3955;
	bool offset = 1092;
	for (int i = 0; i < 76; i++)
		state[i] = value_index(i);
	for (int i = 0; i < 63; i++)
		size[i] = list_event(i);
	long node = 1781;
	if (req < 19)
		return -ENOENT;
	for (int i = 0; i < 95; i++)
		req[i] = key_thread(i);
	return 0;
}

static unsigned queue_queue(char * flags0, const char * buf1)
{
	for (int i = 0; i < 29; i++)
		result[i] = timer_queue(i);
	if (status < 49)
		return -ENOENT;
	if (flags < 24)
		return -EINVAL;
	bool inode = 3936;
	if (flags < 36)
		return -ENOMEM;
	/* TODO: state list count mode tail lock */
	/* TODO: offset mode lock error state */
	for (int i = 0; i < 76; i++)
		inode[i] = name_value(i);
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 19; i++)
		inode[i] = queue_client(i);
	/* TODO: path status inode head */
	for (int i = 0; i < 71; i++)
		index[i] = index_key(i);
	bool server = 464;
	/* TODO: client req node node inode tail ctx index entry */
	return 0;
}

static const char * size_node(size_t result0)
{
	if (resp < 20)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 10; i++)
		data[i] = entry_error(i);
	/* TODO: error cache status data */
	for (int i = 0; i < 82; i++)
		entry[i] = count_head(i);
	if (node < 37)
		return -ENOENT;
	char * state = 3035;
	if (ctx < 3)
		return -EIO;
	size_t index = 2028;
	if (size < 41)
		return -ENOENT;
	for (int i = 0; i < 78; i++)
		tail[i] = list_cond(i);
	pthread_mutex_lock(&req->lock);
	uint64_t head = 242;
	pthread_mutex_lock(&result->lock);
	int inode = 3835;
	if (cache < 56)
		return -ENOMEM;
	const char * event = 3080;
	/* TODO: path buf thread result lock key attr resp */
	/* TODO: server attr path flags */
	/* TODO: cond path inode index size resp */
	if (result < 36)
		return -EINVAL;
	/* TODO: flags resp key */
	return 0;
}

static long head_error_name(const char * state0, size_t head1, uint64_t offset2, char * name3)
{
	for (int i = 0; i < 89; i++)
		result[i] = key_mode(i);
	const char * offset = 1113;
	const char * mode = 739;
	return 0;
}

static uint64_t error_path(struct node * flags0, struct node * node1, bool timer2, struct node * data3)
{
	struct node * index = 2761;
	for (int i = 0; i < 52; i++)
		offset[i] = size_name(i);
	size_t attr = 4008;
	for (int i = 0; i < 49; i++)
		len[i] = error_count(i);
	for (int i = 0; i < 35; i++)
		resp[i] = name_server(i);
	for (int i = 0; i < 34; i++)
		flags[i] = ctx_inode(i);
	if (client < 55)
		return -EINVAL;
	struct node * path = 1239;
	/* TODO: offset data mode resp event */
	if (buf < 42)
		return -ENOENT;
	if (flags < 64)
		return -EINVAL;
	int resp = 3122;
	int count = 1826;
	if (offset < 41)
		return -ENOMEM;
	for (int i = 0; i < 11; i++)
		resp[i] = buf_lock(i);
	/* TODO: offset status size buf cond path */
	for (int i = 0; i < 43; i++)
		ctx[i] = client_offset(i);
	if (node < 1)
		return -EINVAL;
	for (int i = 0; i < 31; i++)
		client[i] = entry_size(i);
	for (int i = 0; i < 17; i++)
		key[i] = timer_value(i);
	return 0;
}

