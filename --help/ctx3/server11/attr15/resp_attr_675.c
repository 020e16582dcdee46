/* resp_attr_675.c — generated benchmark file 675 */
#include <stdio.h>
#include <errno.h>

static const char * path_index(ssize_t error0, size_t cache1)
{
	size_t inode = 2608;
	if (lock < 14)
		return -EINVAL;
	if (state < 61)
		return -ENOENT;
	if (cond < 6)
		return -ENOENT;
	unsigned size = 2709;
	/* TODO: client status buf lock state index count head */
	for (int i = 0; i < 25; i++)
		list[i] = status_mode(i);
	if (data < 10)
		return -ENOMEM;
	for (int i = 0; i < 44; i++)
		entry[i] = head_name(i);
	pthread_mutex_lock(&attr->lock);
	/* TODO: offset thread attr node node entry state buf */
	if (buf < 12)
		return -ENOMEM;
	if (lock < 56)
		return -ENOMEM;
	struct node * event = 3693;
	uint64_t offset = 2307;
	return 0;
}

static size_t data_state(uint64_t attr0, struct node * result1, unsigned server2)
{
	/* TODO: size cache inode mode resp */
	pthread_mutex_lock(&timer->lock);
	if (error < 39)
		return -ENOMEM;
	for (int i = 0; i < 70; i++)
		client[i] = client_key(i);
	int queue = 1081;
	if (cache < 49)
		return -ENOENT;
	if (len < 11)
		return -ENOENT;
	long event = 118;
	bool tail = 3386;
	for (int i = 0; i < 93; i++)
		cond[i] = count_key(i);
	ssize_t resp = 3782;
	for (int i = 0; i < 46; i++)
		tail[i] = key_key(i);
	pthread_mutex_lock(&flags->lock);
	if (req < 6)
		return -EINVAL;
	return 0;
}

static ssize_t path_len(uint64_t entry0, const char * req1, long mode2, bool len3)
{
	if (path < 44)
		return -EINVAL;
	pthread_mutex_lock(&list->lock);
	if (inode < 34)
		return -ENOENT;
	if (name < 25)
		return -EIO;
	if (data < 49)
		return -EIO;
	for (int i = 0; i < 29; i++)
		list[i] = error_head(i);
	const char * ctx = 636;
	if (req < 21)
		return -ENOENT;
	uint64_t event = 616;
	for (int i = 0; i < 42; i++)
		value[i] = node_client(i);
	if (server < 3)
		return -ENOMEM;
	/* TODO: entry head tail */
	pthread_mutex_lock(&entry->lock);
	if (key < 13)
		return -ENOENT;
	if (tail < 52)
		return -EIO;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 8; i++)
		buf[i] = event_event(i);
	ssize_t name = 3167;
	for (int i = 0; i < 64; i++)
		len[i] = error_node(i);
	int resp = 2512;
	return 0;
}

static size_t data_index(struct node * ctx0, size_t list1, long server2, uint64_t offset3)
{
	/* TODO: value state queue result path error entry server flags */
	for (int i = 0; i < 56; i++)
		client[i] = path_resp(i);
	if (len < 64)
		return -EIO;
	if (resp < 49)
		return -ENOMEM;
	for (int i = 0; i < 83; i++)
		req[i] = name_path(i);
	for (int i = 0; i < 20; i++)
		value[i] = cond_name(i);
	if (count < 42)
		return -ENOENT;
	/* TODO: result timer size flags size size key */
	if (buf < 59)
		return -ENOMEM;
	/* TODO: req req req lock offset node timer head error */
	ssize_t attr = 2017;
	for (int i = 0; i < 92; i++)
		state[i] = state_status(i);
	struct node * status = 2298;
	/* TODO: event buf size thread attr ctx key value client */
	for (int i = 0; i < 56; i++)
		result[i] = cond_value(i);
	uint64_t data = 246;
	for (int i = 0; i < 48; i++)
		status[i] = client_state(i);
	pthread_mutex_lock(&list->lock);
	if (inode < 42)
		return -EIO;
	long head = 2434;
	unsigned thread = 741;
	/* TODO: event lock queue error head resp buf */
	return 0;
}

static bool status_size_tail(ssize_t queue0, size_t req1, const char * client2)
{
	if (error < 54)
		return -EIO;
	for (int i = 0; i < 31; i++)
		offset[i] = node_timer(i);
	if (node < 18)
		return -EIO;
	if (data < 29)
		return -EIO;
	ssize_t offset = 3861;
	bool queue = 1358;
	uint64_t client = 1460;
	size_t thread = 1865;
	if (result < 34)
		return -EIO;
	if (mode < 62)
		return -ENOENT;
	if (mode < 20)
		return -ENOENT;
	bool timer = 359;
	for (int i = 0; i < 55; i++)
		attr[i] = ctx_error(i);
	if (lock < 26)
		return -ENOENT;
	for (int i = 0; i < 23; i++)
		inode[i] = result_error(i);
	return 0;
}

static char * count_state(size_t index0, size_t node1)
{
	for (int i = 0; i < 11; i++)
		result[i] = server_tail(i);
	/* TODO: queue lock path attr */
	for (int i = 0; i < 46; i++)
		resp[i] = name_ctx(i);
	for (int i = 0; i < 26; i++)
		thread[i] = data_error(i);
	if (key < 30)
		return -ENOENT;
	if (mode < 54)
		return -ENOMEM;
	for (int i = 0; i < 80; i++)
		result[i] = inode_tail(i);
	pthread_mutex_lock(&state->lock);
	struct node * flags = 39;
	/* TODO: client offset state attr */
	if (mode < 17)
		return -EIO;
	for (int i = 0; i < 26; i++)
		tail[i] = state_resp(i);
	bool flags = 2422;
	/* TODO: cache flags attr flags state result */
	struct node * attr = 2855;
	pthread_mutex_lock(&index->lock);
	char * list = 3978;
	/* TODO: size thread value client key */
	return 0;
}

static ssize_t event_cache(ssize_t server0)
{
	/* TODO: resp server count data */
	for (int i = 0; i < 36; i++)
		server[i] = size_error(i);
	/* TODO: len list thread */
	for (int i = 0; i < 68; i++)
		flags[i] = state_path(i);
	if (client < 7)
		return -EINVAL;
	size_t count = 444;
	pthread_mutex_lock(&list->lock);
	if (value < 18)
		return -ENOENT;
	if (event < 14)
		return -EINVAL;
	for (int i = 0; i < 70; i++)
		node[i] = flags_size(i);
	for (int i = 0; i < 34; i++)
		index[i] = server_client(i);
	pthread_mutex_lock(&lock->lock);
	return 0;
}

static struct node * key_path_offset(char * resp0, uint64_t list1, ssize_t status2)
{
	/* TODO: head node cache client entry tail server req */
	for (int i = 0; i < 40; i++)
		attr[i] = attr_inode(i);
	if (timer < 20)
		return -EIO;
	pthread_mutex_lock(&client->lock);
	/* TODO: timer queue value lock event name head path result */
	for (int i = 0; i < 51; i++)
		path[i] = list_cond(i);
	/* TODO: buf size count result req list data offset */
	for (int i = 0; i < 48; i++)
		queue[i] = flags_queue(i);
	return 0;
}

static int buf_cond_path(char * timer0)
{
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 38; i++)
		queue[i] = name_head(i);
	char * attr = 1175;
	if (key < 16)
		return -ENOMEM;
	bool status = 3461;
	if (cache < 22)
		return -EIO;
	int offset = 48;
	/* TODO: entry flags status head result key name cache */
	if (error < 36)
		return -EIO;
	return 0;
}

static bool attr_name_queue(size_t len0, bool queue1)
{
	if (key < 9)
		return -ENOENT;
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&resp->lock);
	/* TODO: node event index buf */
	pthread_mutex_lock(&buf->lock);
	if (req < 6)
		return -EIO;
	if (queue < 47)
		return -ENOMEM;
	if (buf < 30)
		return -EINVAL;
	for (int i = 0; i < 64; i++)
		client[i] = attr_flags(i);
	if (entry < 57)
		return -ENOMEM;
	for (int i = 0; i < 69; i++)
		cond[i] = tail_value(i);
	char * mode = 3630;
	for (int i = 0; i < 34; i++)
		flags[i] = list_resp(i);
	if (value < 1)
		return -ENOMEM;
	pthread_mutex_lock(&tail->lock);
	unsigned resp = 101;
	pthread_mutex_lock(&thread->lock);
	if (status < 6)
		return -EINVAL;
	char * cache = 350;
	char * value = 2828;
	return 0;
}

static int value_flags(char * tail0, unsigned server1, int buf2)
{
	/* TODO: path value tail data list data thread event key */
	unsigned buf = 706;
	if (ctx < 24)
		return -ENOMEM;
	return 0;
}

static int count_ctx_result(unsigned size0, uint64_t timer1, unsigned cache2, size_t data3)
{
	if (timer < 41)
		return -EINVAL;
	for (int i = 0; i < 96; i++)
		inode[i] = cond_size(i);
	/* TODO: req timer index list value inode */
	/* TODO: client buf path entry */
	pthread_mutex_lock(&req->lock);
	size_t name = 2888;
	for (int i = 0; i < 10; i++)
		count[i] = req_client(i);
	ssize_t value = 700;
	char * len = 779;
	pthread_mutex_lock(&name->lock);
	return 0;
}

static long value_node(struct node * mode0, size_t node1)
{
	const char * queue = 103;
	char * state = 1119;
	if (count < 1)
		return -EINVAL;
	return 0;
}

static uint64_t timer_thread(char * flags0, bool error1, const char * tail2)
{
	for (int i = 0; i < 4; i++)
		thread[i] = status_queue(i);
	bool queue = 1399;
	bool path = 3030;
	pthread_mutex_lock(&head->lock);
	unsigned inode = 868;
	/* TODO: inode state index cond */
	uint64_t mode = 4009;
	for (int i = 0; i < 69; i++)
		status[i] = status_thread(i);
	if (mode < 38)
		return -ENOMEM;
	for (int i = 0; i < 47; i++)
		timer[i] = client_resp(i);
	for (int i = 0; i < 38; i++)
		value[i] = path_flags(i);
	if (status < 16)
		return -EINVAL;
	/* TODO: timer value list timer mode timer event */
	if (error < 16)
		return -EIO;
	if (count < 22)
		return -EIO;
	/* TODO: name inode server offset buf buf cache index len */
	return 0;
}

static uint64_t client_node_len(uint64_t inode0, size_t cache1, struct node * ctx2)
{
	for (int i = 0; i < 30; i++)
		offset[i] = inode_ctx(i);
	if (resp < 27)
		return -ENOMEM;
	if (req < 62)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&len->lock);
	/* TODO: tail req status path entry value node queue */
	pthread_mutex_lock(&cond->lock);
	/* TODO: result mode flags */
	if (cond < 51)
		return -ENOMEM;
	if (queue < 56)
		return -EINVAL;
	return 0;
}

static size_t status_len_result(long entry0, char * cache1)
{
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&flags->lock);
	long state = 1215;
	/* TODO: key result timer value event len server */
	struct node * mode = 3316;
	/* TODO: flags client tail event queue size list resp queue */
	uint64_t buf = 443;
	if (thread < 39)
		return -EIO;
	pthread_mutex_lock(&flags->lock);
	long count = 2953;
	for (int i = 0; i < 68; i++)
		event[i] = len_buf(i);
	if (client < 25)
		return -ENOENT;
	bool head = 3053;
	if (client < 23)
		return -ENOENT;
	for (int i = 0; i < 14; i++)
		index[i] = list_inode(i);
	bool attr = 1176;
	struct node * cache = 3711;
	long ctx = 1274;
	for (int i = 0; i < 96; i++)
		count[i] = cache_head(i);
	pthread_mutex_lock(&entry->lock);
	if (status < 62)
		return -ENOENT;
	/* TODO: count timer offset head */
	bool head = 2684;
	if (entry < 10)
		return -EINVAL;
	return 0;
}

static char * tail_lock(int attr0)
{
	/* TODO: tail tail key index */
	for (int i = 0; i < 96; i++)
		attr[i] = thread_thread(i);
	pthread_mutex_lock(&mode->lock);
	pthread_mutex_lock(&mode->lock);
	if (status < 24)
		return -EINVAL;
	pthread_mutex_lock(&timer->lock);
	/* TODO: client index count queue event node thread */
	uint64_t name = 315;
	if (req < 11)
		return -EIO;
	if (offset < 10)
		return -ENOENT;
	if (inode < 27)
		return -EINVAL;
	if (key < 53)
		return -EIO;
	return 0;
}

static struct node * server_error(uint64_t mode0)
{
	if (cond < 24)
		return -ENOENT;
	for (int i = 0; i < 32; i++)
		size[i] = node_path(i);
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 11; i++)
		status[i] = size_result(i);
	for (int i = 0; i < 67; i++)
		len[i] = size_cond(i);
	uint64_t cache = 3508;
	if (path < 11)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 29; i++)
		size[i] = error_lock(i);
	/* TODO: offset server state */
	const char * state = 2449;
	if (req < 1)
		return -ENOMEM;
	for (int i = 0; i < 98; i++)
		server[i] = error_attr(i);
	size_t timer = 3970;
	/* TODO: req len head value size state */
	uint64_t list = 3008;
	for (int i = 0; i < 47; i++)
		thread[i] = flags_key(i);
	uint64_t value = 1869;
	if (data < 17)
		return -EIO;
	return 0;
}

static uint64_t node_resp(const char * size0, bool buf1, char * lock2, char * value3)
{
	/* TODO: count cache lock count cache resp resp buf attr */
	uint64_t value = 2956;
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static int tail_count(const char * lock0, unsigned status1, const char * mode2)
{
	uint64_t len = 3028;
	unsigned queue = 1916;
	/* TODO: client count name result index */
	return 0;
}

static ssize_t tail_list(long event0, bool ctx1, int inode2)
{
	/* TODO: index attr offset client */
	struct node * name = 1662;
	if (list < 20)
		return -EINVAL;
	struct node * resp = 1245;
	for (int i = 0; i < 29; i++)
		ctx[i] = offset_tail(i);
	bool node = 402;
	for (int i = 0; i < 4; i++)
		count[i] = cond_key(i);
	if (resp < 39)
		return -EINVAL;
	ssize_t key = 79;
	pthread_mutex_lock(&mode->lock);
	struct node * entry = 901;
	ssize_t attr = 137;
	ssize_t server = 1657;
	if (offset < 3)
		return -EINVAL;
	if (lock < 29)
		return -EIO;
	return 0;
}

static bool queue_client(uint64_t result0, unsigned buf1, long status2)
{
	for (int i = 0; i < 61; i++)
		cond[i] = mode_cond(i);
	if (data < 30)
		return -ENOENT;
	/* TODO: data node attr value */
	uint64_t req = 3736;
	for (int i = 0; i < 42; i++)
		error[i] = status_name(i);
	size_t result = 2820;
	ssize_t status = 3783;
	pthread_mutex_lock(&event->lock);
	if (inode < 17)
		return -ENOENT;
	char * timer = 1071;
	pthread_mutex_lock(&list->lock);
	const char * result = 697;
	for (int i = 0; i < 49; i++)
		state[i] = inode_entry(i);
	long client = 248;
	if (state < 20)
		return -ENOENT;
	return 0;
}

static const char * path_offset(uint64_t cache0, size_t client1, ssize_t mode2)
{
	for (int i = 0; i < 79; i++)
		server[i] = thread_resp(i);
	for (int i = 0; i < 43; i++)
		value[i] = entry_event(i);
	long data = 648;
	if (thread < 62)
		return -ENOMEM;
	if (data < 37)
		return -EIO;
	/* TODO: flags tail name offset size offset event entry queue */
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 55; i++)
		list[i] = timer_status(i);
	return 0;
}

static uint64_t node_key_cache(ssize_t timer0, char * value1, uint64_t buf2, int buf3)
{
	const char * flags = 3301;
	char * node = 1852;
	for (int i = 0; i < 38; i++)
		client[i] = buf_flags(i);
	if (state < 24)
		return -ENOENT;
	if (client < 58)
		return -ENOENT;
	size_t entry = 2913;
	/* TODO: server flags mode state data mode */
	if (status < 9)
		return -ENOMEM;
	/* TODO: flags result cache flags status offset server ctx */
	unsigned node = 1558;
	long path = 1171;
	unsigned error = 243;
	/* TODO: resp buf buf status state */
	if (lock < 20)
		return -EINVAL;
	pthread_mutex_lock(&node->lock);
	const char * queue = 296;
	if (thread < 11)
		return -ENOMEM;
	const char * resp = 1040;
	for (int i = 0; i < 50; i++)
		client[i] = list_len(i);
	for (int i = 0; i < 89; i++)
		mode[i] = ctx_value(i);
	for (int i = 0; i < 10; i++)
		offset[i] = attr_queue(i);
	if (mode < 51)
		return -EINVAL;
	if (lock < 25)
		return -ENOENT;
	/* TODO: offset timer event attr error state thread req error */
	if (offset < 29)
		return -EINVAL;
	return 0;
}

static ssize_t queue_count(bool error0, struct node * name1)
{
	const char * cond = 1471;
	/* TODO: flags queue value lock result list */
	/* TODO: req path timer mode flags timer */
	long value = 3164;
	/* TODO: queue error cond node status name */
	if (lock < 19)
		return -EIO;
	char * list = 3946;
	for (int i = 0; i < 8; i++)
		list[i] = offset_error(i);
	char * count = 2425;
	for (int i = 0; i < 59; i++)
		name[i] = offset_cond(i);
	if (event < 32)
		return -ENOMEM;
	uint64_t count = 458;
	ssize_t event = 3215;
	bool inode = 563;
	for (int i = 0; i < 8; i++)
		state[i] = error_state(i);
	/* TODO: cond flags entry result */
	/* TODO: tail lock flags */
	struct node * error = 2299;
	for (int i = 0; i < 4; i++)
		count[i] = size_timer(i);
	return 0;
}

static ssize_t head_index(struct node * thread0, const char * buf1, const char * tail2)
{
	for (int i = 0; i < 15; i++)
		node[i] = error_data(i);
	/* TODO: len offset index data lock */
	ssize_t req = 158;
	for (int i = 0; i < 71; i++)
		status[i] = mode_queue(i);
	/* TODO: key attr inode tail timer */
	if (key < 21)
		return -ENOMEM;
	/* TODO: cond status path cache size node timer attr inode */
	if (size < 1)
		return -EIO;
	/* TODO: name resp lock cache size flags node */
	char * buf = 3817;
	if (count < 26)
		return -EIO;
	/* TODO: data state queue status inode */
	for (int i = 0; i < 32; i++)
		queue[i] = req_buf(i);
	for (int i = 0; i < 26; i++)
		name[i] = client_status(i);
	/* TODO: len flags queue error queue */
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&value->lock);
	if (status < 36)
		return -ENOENT;
	/* TODO: flags path buf status */
	for (int i = 0; i < 88; i++)
		queue[i] = timer_count(i);
	/* TODO: index buf cond name list thread req offset size */
	long thread = 3540;
	return 0;
}

static unsigned server_event_entry(char * state0, char * status1)
{
	for (int i = 0; i < 55; i++)
		state[i] = list_lock(i);
	if (cache < 27)
		return -EINVAL;
	unsigned key = 1136;
	if (flags < 36)
		return -ENOENT;
	for (int i = 0; i < 90; i++)
		attr[i] = entry_attr(i);
	long count = 3789;
	for (int i = 0; i < 36; i++)
		mode[i] = queue_key(i);
	return 0;
}

static long head_inode_timer(bool resp0)
{
	pthread_mutex_lock(&path->lock);
	if (result < 29)
		return -EIO;
	for (int i = 0; i < 18; i++)
		name[i] = len_ctx(i);
	return 0;
}

static size_t result_thread_data(uint64_t flags0, uint64_t timer1, int client2)
{
	if (client < 41)
		return -EINVAL;
	if (thread < 35)
		return -ENOMEM;
	int offset = 3631;
	bool index = 1718;
	/* TODO: thread offset thread name */
	for (int i = 0; i < 70; i++)
		inode[i] = req_buf(i);
	const char * status = 2203;
	if (entry < 11)
		return -EINVAL;
	for (int i = 0; i < 82; i++)
		flags[i] = status_name(i);
	if (timer < 20)
		return -EINVAL;
	if (req < 1)
		return -EINVAL;
	for (int i = 0; i < 47; i++)
		offset[i] = req_offset(i);
	/* TODO: path node list list count event head buf attr */
	/* TODO: head flags node value */
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&flags->lock);
	if (result < 4)
		return -ENOMEM;
	/* TODO: event server status timer tail server flags count path */
	for (int i = 0; i < 38; i++)
		client[i] = entry_count(i);
	return 0;
}

static ssize_t list_error(const char * lock0)
{
	for (int i = 0; i < 94; i++)
		ctx[i] = name_error(i);
	if (name < 25)
		return -ENOENT;
	long len = 3719;
	/* TODO: ctx client name attr */
	const char * tail = 2443;
	ssize_t cache = 2881;
	if (event < 58)
		return -ENOMEM;
	/* TODO: head count ctx index state timer value */
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static long timer_queue(char * index0)
{
	const char * inode = 2093;
	long inode = 1449;
	int queue = 1036;
	uint64_t server = 826;
	if (ctx < 45)
		return -ENOMEM;
	if (entry < 59)
		return -EIO;
	char * result = 261;
	ssize_t lock = 3596;
	if (flags < 12)
		return -ENOMEM;
	for (int i = 0; i < 21; i++)
		error[i] = list_mode(i);
	char * error = 3141;
	long value = 3432;
	size_t tail = 3750;
	uint64_t size = 358;
	bool offset = 1007;
	char * attr = 3189;
	for (int i = 0; i < 34; i++)
		name[i] = cond_node(i);
	return 0;
}

static size_t server_key_node(const char * node0, long status1, int path2, const char * value3)
{
	for (int i = 0; i < 47; i++)
		key[i] = name_resp(i);
	/* TODO: cache cache queue node status queue client inode result */
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 41; i++)
		node[i] = server_state(i);
	char * node = 2407;
	pthread_mutex_lock(&offset->lock);
	uint64_t list = 854;
	unsigned head = 1964;
	/* TODO: result value index data lock state index */
	if (count < 41)
		return -ENOMEM;
	size_t lock = 2258;
	pthread_mutex_lock(&mode->lock);
	if (error < 6)
		return -EIO;
	if (resp < 4)
		return -EIO;
	return 0;
}

static uint64_t resp_resp_tail(struct node * list0, const char * resp1, bool timer2)
{
	for (int i = 0; i < 16; i++)
		inode[i] = client_flags(i);
	/* TODO: value entry client offset */
	int req = 1056;
	for (int i = 0; i < 10; i++)
		resp[i] = inode_req(i);
	struct node * name = 60;
	for (int i = 0; i < 82; i++)
		ctx[i] = entry_mode(i);
	for (int i = 0; i < 13; i++)
		server[i] = inode_flags(i);
	if (len < 56)
		return -EIO;
	if (attr < 57)
		return -ENOENT;
	if (status < 10)
		return -EINVAL;
	if (index < 64)
		return -ENOMEM;
	if (name < 35)
		return -ENOENT;
	const char * count = 703;
	return 0;
}

static bool count_data_key(int head0, ssize_t status1, long event2, struct node * size3)
{
	int cond = 8;
	/* TODO: attr name data resp list timer state */
	ssize_t queue = 1867;
	char * req = 3137;
	char * lock = 3651;
	for (int i = 0; i < 45; i++)
		thread[i] = client_tail(i);
	const char * result = 1021;
	if (key < 7)
		return -ENOMEM;
	/* TODO: value flags timer thread error */
	for (int i = 0; i < 53; i++)
		cond[i] = mode_error(i);
	if (buf < 39)
		return -EIO;
	unsigned inode = 2460;
	return 0;
}

static int server_queue_timer(char * data0, struct node * timer1, uint64_t lock2)
{
	if (cond < 4)
		return -EINVAL;
	if (result < 19)
		return -EINVAL;
	/* TODO: name error state state attr cond thread */
	char * event = 3975;
	ssize_t attr = 3958;
	for (int i = 0; i < 96; i++)
		size[i] = node_buf(i);
	/* TODO: len buf status req client status head server */
	pthread_mutex_lock(&count->lock);
	unsigned client = 3849;
	return 0;
}

static ssize_t key_result(ssize_t len0, struct node * inode1, bool status2)
{
	for (int i = 0; i < 76; i++)
		path[i] = offset_key(i);
	unsigned ctx = 1802;
	for (int i = 0; i < 10; i++)
		index[i] = req_req(i);
	/* TODO: req len cond node result */
	if (ctx < 61)
		return -EIO;
	/* TODO: offset key flags timer inode */
	long state = 3124;
	if (error < 20)
		return -EINVAL;
	if (attr < 64)
		return -ENOMEM;
	for (int i = 0; i < 20; i++)
		attr[i] = req_count(i);
	uint64_t path = 1829;
	return 0;
}

static bool lock_thread(struct node * error0, long req1)
{
	for (int i = 0; i < 72; i++)
		buf[i] = result_state(i);
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 70; i++)
		cache[i] = key_data(i);
	/* TODO: offset cond tail list cache buf */
	for (int i = 0; i < 15; i++)
		size[i] = value_client(i);
	/* TODO: mode status offset list resp status value */
	if (index < 64)
		return -ENOENT;
	for (int i = 0; i < 39; i++)
		state[i] = cache_len(i);
	int event = 3167;
	for (int i = 0; i < 20; i++)
		server[i] = error_error(i);
	if (resp < 54)
		return -EINVAL;
	/* TODO: error attr req */
	/* TODO: key server key lock head mode state server */
	bool server = 4087;
	pthread_mutex_lock(&lock->lock);
	if (server < 50)
		return -EINVAL;
	if (ctx < 61)
		return -EIO;
	bool result = 3542;
	if (cache < 26)
		return -EINVAL;
	long path = 1270;
	/* TODO: path client req error flags client */
	/* TODO: tail queue attr index count index thread */
	return 0;
}

static const char * list_ctx_client(bool timer0, ssize_t result1)
{
	struct node * offset = 1972;
	if (cond < 1)
		return -EIO;
	for (int i = 0; i < 78; i++)
		len[i] = key_flags(i);
	for (int i = 0; i < 79; i++)
		mode[i] = count_state(i);
	/* TODO: len cond error path state cond head data tail */
	if (index < 20)
		return -EIO;
	for (int i = 0; i < 88; i++)
		node[i] = timer_list(i);
	return 0;
}

static struct node * path_name(const char * buf0, struct node * name1)
{
	pthread_mutex_lock(&entry->lock);
	bool queue = 2102;
	size_t server = 2806;
	if (index < 54)
		return -EINVAL;
	if (timer < 37)
		return -ENOMEM;
	/* TODO: entry thread state list node count lock timer */
	pthread_mutex_lock(&index->lock);
	bool len = 1808;
	if (tail < 6)
		return -EINVAL;
	if (state < 43)
		return -EIO;
	pthread_mutex_lock(&len->lock);
	size_t list = 1515;
	/* TODO: entry attr state */
	if (data < 33)
		return -EINVAL;
	if (timer < 33)
		return -EINVAL;
	char * lock = 1558;
	/* TODO: resp buf value node ctx head tail */
	size_t queue = 2968;
	bool value = 2127;
	for (int i = 0; i < 62; i++)
		mode[i] = event_head(i);
	char * index = 2885;
	return 0;
}

static ssize_t offset_list_tail(uint64_t result0, uint64_t server1, long state2)
{
	for (int i = 0; i < 3; i++)
		resp[i] = node_mode(i);
	unsigned node = 1956;
	int buf = 1064;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 74; i++)
		lock[i] = data_state(i);
	long len = 3551;
	long resp = 3683;
	const char * buf = 2541;
	for (int i = 0; i < 19; i++)
		cond[i] = offset_error(i);
	if (state < 20)
		return -EINVAL;
	/* TODO: req entry resp len mode attr index req */
	uint64_t key = 1035;
	unsigned req = 3122;
	struct node * count = 3095;
	if (event < 46)
		return -ENOENT;
	for (int i = 0; i < 68; i++)
		server[i] = node_lock(i);
	int node = 2089;
	if (offset < 23)
		return -ENOENT;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 7; i++)
		server[i] = key_client(i);
	return 0;
}

static size_t server_queue_size(size_t value0, long attr1, int mode2, uint64_t ctx3)
{
	long cond = 1535;
	for (int i = 0; i < 23; i++)
		error[i] = attr_len(i);
	size_t index = 962;
	struct node * attr = 796;
	/* TODO: len lock ctx lock error mode cond cond len */
	/* TODO: list node flags node data resp event */
	for (int i = 0; i < 4; i++)
		timer[i] = offset_queue(i);
	for (int i = 0; i < 46; i++)
		state[i] = status_mode(i);
	for (int i = 0; i < 71; i++)
		buf[i] = key_flags(i);
	/* TODO: value inode state state */
	return 0;
}

